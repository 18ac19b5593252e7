// Where the blog generator writes each post's own record (its byline and the posts around it), read
// into the post's page by lib/build/page-data.mjs. Plain JS so the config can load it.

/** The folder of the records, one per post route (lib/navigation/page-file.mjs naming): pages/blog/<slug>.json. */
export const BLOG_PAGE_RECORDS_DIR = 'generated/blog/pages'
