// Where the build puts the static site. Plain JavaScript: next.config.mjs and the Node scripts share it.

/** The site to publish: replaced only by a build that succeeded, every step included. */
export const SITE_FOLDER = 'out'

/** Where `next build` exports and the post-build step works: moved to SITE_FOLDER once all is done. */
export const STAGING_FOLDER = '.out-staging'
