/**
 * The generators, what they read and from which sources. `npm run generate`
 * runs each once, after those it `needs`; `npm run dev` runs one again whenever
 * a file under one of its sources is added, changed or removed, in table order,
 * so a generator always runs after those whose output it reads.
 */
import { GENERATED_PAGES } from '../lib/generated-paths'
import { FEED_SITE_FOLDER } from '../lib/feed-site'

export interface Generator {
  name: string
  script: string
  /**
   * Files or folders (watched recursively) whose changes make this generator run: in `npm run dev`,
   * and at a start after a pull (selection.ts). Every file it imports that is another generator's
   * source must be one of its own (tests/generators.test.ts reads the imports from the code).
   */
  sources: string[]
  /** Changed paths (relative, `/`-separated) that never make it run: what generators write. */
  ignore?: RegExp
  /** Generators whose output this one reads: a full run (runAll) starts it once they have succeeded. */
  needs?: string[]
  /**
   * Kept loaded between runs by `npm run dev` (scripts/generators/worker.ts): the script exports
   * `main()` and `failureMessage()`; once a watched file matching `restartOn` changes (code or data it
   * imports as modules), its next run loads it afresh.
   */
  warm?: { restartOn: RegExp }
  /**
   * No page compiles against its output (Next serves it as files): `npm run dev` starts Next
   * without waiting for it, and runs it beside the other generators, never ahead of them
   * (scripts/dev/watch-loop.ts). It must come after the generators it `needs` in the table.
   */
  background?: true
  /**
   * Paths whose git history it reads: a start after a commit that touched them runs it again
   * (selection.ts), though no file changed.
   */
  history?: string[]
}

/**
 * When the warm generators that read pages load afresh: on any watched change outside pages/. They
 * read the pages and _meta files afresh each run, but what those import as modules (the configuration,
 * taxonomies, generated/rest/sidebar.ts, which a _meta file imports) is loaded once per worker.
 */
const OUTSIDE_PAGES = /^(?!pages\/)/

export const GENERATORS: Generator[] = [
  { name: 'site configuration', script: 'scripts/config/generate.ts', sources: ['config'] },
  // The classes that colour highlighted code, from the code themes (every page's CSS imports them).
  { name: 'code colours', script: 'scripts/code-colours/generate.ts', sources: ['lib/mdx/code-colours.mjs'] },
  {
    name: 'REST reference',
    script: 'rest/generator/generate.ts',
    // Its changelog pages also read the specs' git history: a commit does not rerun it (the next
    // spec edit or a restart of npm run dev shows the new entry). Its changes feed takes the site's
    // title and URL from the site configuration's output (scripts/lib/feed-site.ts).
    sources: ['openapi', 'config/rest.ts', FEED_SITE_FOLDER],
    needs: ['site configuration'],
    // Loading its modules (parser, validator, type generator) takes longer than generating.
    warm: { restartOn: /^config\/rest\.ts$/ },
    history: ['openapi']
  },
  // The feeds take the site's title and URL from the site configuration's output.
  {
    name: 'blog lists',
    script: 'blog/generator/generate.ts',
    sources: ['blog/shared', 'pages/blog', FEED_SITE_FOLDER],
    ignore: GENERATED_PAGES,
    needs: ['site configuration']
  },
  {
    name: 'docs tags and categories',
    script: 'docs-index/generator/generate.ts',
    sources: ['pages/docs', 'content'],
    ignore: GENERATED_PAGES,
    // Categories may point at a spec's folder of REST pages.
    needs: ['REST reference'],
    warm: { restartOn: OUTSIDE_PAGES }
  },
  // Mermaid's browser build, served from public/_mermaid/ for the diagrams: no page compiles against it.
  { name: 'diagram renderer', script: 'diagrams/generator/copy-mermaid.ts', sources: ['package-lock.json'], background: true },
  // The live examples' preview document, served from public/playground/: no page compiles against it.
  { name: 'playground frame', script: 'playground/generator/build-frame.ts', sources: ['playground'], background: true },
  // Each page's file to edit and its last commit date: any page (generated pages included: a new REST
  // page, a page's first line) and the specs REST pages name. The dates are the commits': a commit
  // does not rerun it (the next edit of a page or a restart of npm run dev does).
  {
    name: 'page sources',
    script: 'page-source/generator/generate.ts',
    sources: ['pages', 'openapi'],
    needs: ['REST reference', 'blog lists', 'docs tags and categories'],
    warm: { restartOn: OUTSIDE_PAGES },
    // A list page's date may come from any file it names: the whole repository's history.
    history: ['.']
  },
  // Sidebars, breadcrumbs, pagers, page tags and redirects: any page or _meta change (generated pages
  // included), the site configuration (sidebar links, old URLs), the tags' labels and REST's old URLs.
  // After page sources, which it does not read: a new page's link and folder URL appear once both of the
  // page's per-page files exist. A page compiled between the two writes could not find the second
  // (scripts/dev/unseen-write.ts), and answered 500 for seconds.
  {
    name: 'navigation',
    script: 'scripts/navigation/generate.ts',
    sources: ['pages', 'config', 'content/doc-tags.ts', 'generated/rest/redirects.json'],
    needs: ['site configuration', 'REST reference', 'blog lists', 'docs tags and categories'],
    warm: { restartOn: OUTSIDE_PAGES }
  },
  // Every page as Markdown, llms.txt and llms-full.txt: any page (generated ones included), the data
  // generated pages import, the blog's authors and tags, the site configuration and the home page's text.
  {
    name: 'Markdown twins',
    script: 'markdown/generator/generate.ts',
    sources: ['pages', 'generated/rest', 'generated/blog', 'blog/shared', 'config', 'theme/home'],
    // It reads every page (so the pages' generators first) and the dates of the page sources.
    needs: ['REST reference', 'blog lists', 'docs tags and categories', 'page sources'],
    // Served as files (public/_markdown/), never compiled into a page.
    background: true
  }
]

/** Temporary files of an output update (scripts/lib/generated.ts): never a change of their own. */
const STAGING_FILE = /(^|\/)\.[^/]+\.(new|old)-[0-9a-f-]{36}$/

/** The generators a change of `file` (relative to the project, `/`-separated) must run, in run order. */
export function generatorsFor(file: string, generators: Generator[] = GENERATORS): Generator[] {
  if (STAGING_FILE.test(file)) return []
  return generators.filter(
    (generator) => !generator.ignore?.test(file) && generator.sources.some((source) => file === source || file.startsWith(`${source}/`))
  )
}
