/** The Content Lake API version the Studio's own queries ask for. */
export const API_VERSION = "2025-02-19";
