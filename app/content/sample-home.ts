import { DEFAULT_HOME_VALUE } from "../calculator/engine/input";

/**
 * The home value the directory's and the home page's "Tax on a $350K home" figures are worked
 * out on: the calculator's own default (the spec's 350,000), so the two never drift apart.
 */
export const SAMPLE_VALUE = DEFAULT_HOME_VALUE;
