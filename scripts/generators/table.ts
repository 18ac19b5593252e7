/**
 * The generators, what they read and from which sources. `npm run generate`
 * runs each once, after those it `needs`; `npm run dev` runs one again whenever
 * a file under one of its sources is added, changed or removed.
 */
import { GENERATED_PAGES } from '../lib/generated-paths'
import { FEED_SITE_FOLDER } from '../lib/feed-site'

export interface Generator {
  name: string
  script: string
  /**
   * Files or folders (watched recursively) whose changes make this generator run in `npm run dev`.
   * Every file it imports that is another generator's
   * source must be one of its own (tests/generators.test.ts reads the imports from the code).
   */
  sources: string[]
  /** Environment variables its output depends on: `npm run dev` runs it again when they differ from its last success's. */
  env?: string[]
  /** Changed paths (relative, `/`-separated) that never make it run: what generators write. */
  ignore?: RegExp
  /** Generators whose output this one reads: a run of several starts it once they have succeeded. */
  needs?: string[]
  /**
   * What it writes is served as files, never compiled into a page: `npm run dev` runs it beside the
   * pages' generators, so an edit's sidebar or REST page never waits for it.
   */
  servedAsFiles?: true
  /** Its packages take long to load: `npm run dev` keeps a process of it loaded, ready for its next run (run.ts). */
  spare?: true
}

export const GENERATORS: Generator[] = [
  // Its output, and the generators that read it, carry the base path.
  { name: 'site configuration', script: 'scripts/config/generate.ts', sources: ['config'], env: ['BASE_PATH'] },
  // The classes that colour highlighted code, from the code themes (every page's CSS imports them).
  { name: 'code colours', script: 'scripts/code-colours/generate.ts', sources: ['lib/mdx/code-colours.mjs'] },
  {
    name: 'REST reference',
    script: 'rest/generator/generate.ts',
    // Its changelog pages also read the specs' git history: a commit does not rerun it (the next
    // spec edit or a restart of npm run dev shows the new entry). Its changes feed takes the site's
    // title and URL from the site configuration's output (scripts/lib/feed-site.ts).
    sources: ['openapi', 'config/rest.ts', FEED_SITE_FOLDER],
    // npm test adds the test fixtures' specs: a later npm run dev must not keep their pages.
    env: ['VNV_REST_FIXTURES'],
    needs: ['site configuration'],
    // 1.3 s of its run is loading its packages (the OpenAPI parsers and validators, TypeScript).
    spare: true
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
    sources: ['pages/docs', 'content/doc-tags.ts', 'content/doc-categories.ts'],
    ignore: GENERATED_PAGES,
    // Categories may point at a spec's folder of REST pages.
    needs: ['REST reference']
  },
  // Mermaid's browser build, served from public/_mermaid/ for the diagrams: no page compiles against it.
  { name: 'diagram renderer', script: 'diagrams/generator/copy-mermaid.ts', sources: ['package-lock.json'], servedAsFiles: true },
  // The live examples' preview document, served from public/playground/: no page compiles against it.
  { name: 'playground frame', script: 'playground/generator/build-frame.ts', sources: ['playground'], servedAsFiles: true },
  // Each page's file to edit and its last commit date: any page (generated pages included: a new REST
  // page, a page's first line) and the specs REST pages name. The dates are the commits': a commit does
  // not rerun it (the next edit of a page does). Before navigation in npm run dev: a new page compiles
  // against both records, so a new folder's redirect, which navigation writes, leads to a page that compiles.
  {
    name: 'page sources',
    script: 'page-source/generator/generate.ts',
    sources: ['pages', 'openapi'],
    // The sidebar's order and titles are no page's source.
    ignore: /(^|\/)_meta\.ts$/,
    needs: ['REST reference', 'blog lists', 'docs tags and categories']
  },
  // Sidebars, breadcrumbs, pagers, page tags and redirects: any page or _meta change (generated pages included: REST's
  // upper-case URLs follow its pages), the site configuration (sidebar links, old URLs) and the tags' labels.
  {
    name: 'navigation',
    script: 'scripts/navigation/generate.ts',
    sources: ['pages', 'config', 'content/doc-tags.ts'],
    needs: ['site configuration', 'REST reference', 'blog lists', 'docs tags and categories']
  },
  // Every page as Markdown, llms.txt and llms-full.txt: any page (generated ones included), the data generated
  // pages import, the blog's authors and tags, the site configuration, the home page's cards, the callouts' labels.
  {
    name: 'Markdown twins',
    script: 'markdown/generator/generate.ts',
    sources: [
      'pages',
      'generated/rest',
      'generated/blog',
      'blog/shared',
      'content/doc-tags.ts',
      'content/home.ts',
      'config',
      'lib/callout-labels.ts'
    ],
    // It reads every page (so the pages' generators first) and the dates of the page sources.
    needs: ['REST reference', 'blog lists', 'docs tags and categories', 'page sources'],
    servedAsFiles: true
  }
]

/** Temporary files of an output update (scripts/lib/write-folders.ts): never a change of their own. */
const STAGING_FILE = /(^|\/)\.[^/]+\.(new|old)-[0-9a-f-]{36}$/

/** The generators a change of `file` (relative to the project, `/`-separated) must run, in run order. */
export function generatorsFor(file: string, generators: Generator[] = GENERATORS): Generator[] {
  if (STAGING_FILE.test(file)) return []
  return generators.filter(
    (generator) => !generator.ignore?.test(file) && generator.sources.some((source) => file === source || file.startsWith(`${source}/`))
  )
}

/** The generators named and every generator that reads their output, directly or not, in table order. */
export function withReaders(names: Iterable<string>, generators: Generator[] = GENERATORS): Generator[] {
  const all = new Set(names)
  for (const generator of generators) if (generator.needs?.some((name) => all.has(name))) all.add(generator.name)
  return generators.filter((generator) => all.has(generator.name))
}
