/**
 * What the page-source generator (page-source/generator) knows of each page, the contract of its
 * output: generated/page-source/index.json (every page, read by other generators and the post-build
 * sitemap) and one small file per page, which reaches that page with its props (theme/page/static-props.ts).
 */

export interface PageSource {
  /**
   * The file a reader edits to change the page, relative to the git repository's root, `/`-separated:
   * a hand-written page's own file ('pages/docs/x.mdx'), or the one source a generated page names on its
   * first line ('openapi/session.yaml'); null when there is none to point at (a list made from many posts).
   */
  file: string | null
  /**
   * The committer date (git's `%cI`, with its offset) of the last commit that changed `file`, or for a
   * page made from several files the newest of theirs; null when unknown.
   */
  lastUpdated: string | null
}

/** generated/page-source/index.json. */
export interface PageSourceIndex {
  /** Route ('/docs/Tutorial/intro', '/' for the home page) → its source. */
  pages: Record<string, PageSource>
}
