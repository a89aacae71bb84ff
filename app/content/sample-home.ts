/** The home value the directory's and the home page's "Tax on a $350K home" figures are worked out on. */
export const SAMPLE_VALUE = 350_000;
