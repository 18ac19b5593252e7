// Shared by scripts/build/site.mjs (plain JavaScript) and build-stamp.ts.

/** The exit code of `build-stamp.ts check` when the last build still holds: the build is skipped. */
export const NOTHING_CHANGED = 10
