/** Bump when the generated data changes shape or meaning: stored demo data of an older version is regenerated. */
export const DEMO_SEED_VERSION = 9;
