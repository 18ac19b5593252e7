/** next.config.mjs's webpack steps (lib/build): what the production server compile leaves out, the MDX compile cache, each page's data. */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { it } from 'node:test'
import { setTimeout } from 'node:timers/promises'
import { withMdxCompileCache } from '../lib/build/mdx-compile-cache.mjs'
import storeCompiledMdx, { pitch } from '../lib/build/mdx-compile-cache-loader.mjs'
import { forPrerenderOnly } from '../lib/build/server-compile.mjs'
import { withPageData } from '../lib/build/page-data.mjs'
import { withMdxPageLoader } from '../lib/build/mdx-page.mjs'
import { DEV_CACHE_IDLE_MS, withPromptDevCacheStore } from '../lib/build/dev-cache.mjs'
import compileMdxPage, { pageModule as pageModuleCode } from '../lib/build/mdx-page-loader.mjs'
import appendPageData from '../lib/build/page-data-loader.mjs'

class TraceEntryPointsPlugin {}
class OtherPlugin {}

it("leaves Next's page tracer out of the production server compile and keeps every other plugin", () => {
  const other = new OtherPlugin()
  const config = { plugins: [other, new TraceEntryPointsPlugin(), false], mode: 'production' }
  const result = forPrerenderOnly(config)
  assert.deepEqual(result.plugins, [other, false])
  assert.equal(result.mode, 'production')
  assert.equal(config.plugins.length, 3, 'the configuration given is not changed')
})

it('compiles the server bundles without the optimisations of shipped code, and keeps the rest of the optimisation settings', () => {
  const config = {
    plugins: [new TraceEntryPointsPlugin()],
    optimization: { minimize: false, splitChunks: { chunks: 'all' }, concatenateModules: true }
  }
  assert.deepEqual(forPrerenderOnly(config).optimization, {
    minimize: false,
    splitChunks: { chunks: 'all' },
    concatenateModules: false,
    usedExports: false,
    innerGraph: false,
    mangleExports: false
  })
  assert.equal(config.optimization.concatenateModules, true, 'the configuration given is not changed')
})

it('fails the build, saying why, once Next no longer adds the tracer', () => {
  assert.throws(() => forPrerenderOnly({ plugins: [new OtherPlugin()] }), /no longer adds TraceEntryPointsPlugin/)
})

// The MDX compile cache (lib/build/mdx-compile-cache.mjs and its loader).

const swc = { loader: 'next-swc-loader' }
const nextraRules = () => [
  { test: /\.css$/, use: ['css-loader'] },
  {
    test: /\.mdx?$/,
    oneOf: [
      { issuer: 'page', use: [swc, { loader: 'nextra/loader', options: { isPageImport: true } }] },
      { issuer: 'import', use: [swc, { loader: 'nextra/loader', options: {} }] }
    ]
  },
  { test: /_meta/, use: [swc, { loader: 'nextra/loader', options: { isMetaFile: true } }] }
]

it("puts the cache loader just before Nextra's loader in each MDX rule, one cache folder per build", () => {
  const config = { module: { rules: nextraRules() }, mode: 'production' }
  const cacheRoot = mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  const result = withMdxCompileCache(config, { buildId: 'b1', cacheRoot })
  const [css, mdx, meta] = result.module.rules as ReturnType<typeof nextraRules>
  const loaders = (rule: { use: unknown[] }) => rule.use.map((entry) => (entry as { loader: string }).loader ?? entry)
  const cacheLoader = path.resolve('lib/build/mdx-compile-cache-loader.mjs')
  assert.deepEqual(loaders(mdx.oneOf![0]), ['next-swc-loader', cacheLoader, 'nextra/loader'])
  assert.deepEqual(loaders(mdx.oneOf![1]), ['next-swc-loader', cacheLoader, 'nextra/loader'])
  assert.deepEqual(
    [mdx.oneOf![0].use[1], mdx.oneOf![1].use[1]].map((entry) => (entry as unknown as { options: unknown }).options),
    [
      { dir: path.join(cacheRoot, 'b1'), kind: 'page' },
      { dir: path.join(cacheRoot, 'b1'), kind: 'import' }
    ]
  )
  assert.deepEqual(css, nextraRules()[0], 'other rules are kept as they are')
  assert.deepEqual(loaders(meta as never), ['next-swc-loader', 'nextra/loader'], '_meta files compile to almost nothing: not cached')
  assert.equal(config.module.rules[1].oneOf![0].use.length, 2, 'the configuration given is not changed')
})

it("removes the folders of earlier builds and keeps the current build's", () => {
  const cacheRoot = mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  for (const build of ['old', 'current']) mkdirSync(path.join(cacheRoot, build))
  withMdxCompileCache({ module: { rules: nextraRules() } }, { buildId: 'current', cacheRoot })
  assert.deepEqual(readdirSync(cacheRoot), ['current'])
})

it("fails the build, saying why, once no MDX rule uses Nextra's loader", () => {
  assert.throws(
    () => withMdxCompileCache({ module: { rules: [nextraRules()[0]] } }, { buildId: 'b', cacheRoot: tmpdir() }),
    /no MDX rule with Nextra's loader found/
  )
})

/** One run of the cache loader on `file`, as webpack runs it: pitch, then (if pitch answered nothing) Nextra's loader and ours. */
async function compileThroughCache(
  file: string,
  dir: string,
  kind = 'page',
  nextra = (source: string) => `compiled(${source})`,
  nextraLeaves: Record<string, unknown> = { nextraSearch: { route: '/page', title: 'Title' } }
) {
  const dependencies: string[] = []
  let nextraRan = false
  const context = {
    getOptions: () => ({ dir, kind }),
    resource: file,
    resourcePath: file,
    data: {},
    addDependency: (dependency: string) => dependencies.push(dependency),
    // What webpack puts on every module before its loaders run: never part of an entry.
    _module: { buildInfo: { cacheable: true } as Record<string, unknown> }
  }
  let code = await pitch.call(context)
  if (code === undefined) {
    nextraRan = true
    code = nextra(readFileSync(file, 'utf8'))
    Object.assign(context._module.buildInfo, nextraLeaves)
    code = await storeCompiledMdx.call(context, code)
  }
  return { code, nextraRan, dependencies, buildInfo: context._module.buildInfo }
}

it("gives the second compile of a build the first one's result, search index data included, without running Nextra's loader", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  const file = path.join(dir, 'page.mdx')
  writeFileSync(file, '# Title')
  const server = await compileThroughCache(file, path.join(dir, 'build'))
  assert.equal(server.nextraRan, true)
  const client = await compileThroughCache(file, path.join(dir, 'build'), 'page', () => assert.fail('Nextra ran twice'))
  assert.deepEqual(client, {
    code: 'compiled(# Title)',
    nextraRan: false,
    dependencies: [file],
    buildInfo: { cacheable: true, nextraSearch: { route: '/page', title: 'Title' } }
  })
})

it('keeps an entry of search data as Nextra leaves it: prototype-less objects, an undefined title', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  const file = path.join(dir, 'page.mdx')
  writeFileSync(file, 'no heading')
  const leaves = { nextraSearch: { route: '/page', title: undefined, data: Object.assign(Object.create(null), { '': 'text' }) } }
  await compileThroughCache(file, path.join(dir, 'build'), 'page', undefined, leaves)
  const again = await compileThroughCache(file, path.join(dir, 'build'), 'page', () => assert.fail('Nextra ran twice'), leaves)
  assert.deepEqual(again.buildInfo, { cacheable: true, nextraSearch: { route: '/page', data: { '': 'text' } } })
})

it("keeps no entry when what Nextra's loader left on the module would not survive being stored", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  const file = path.join(dir, 'page.mdx')
  writeFileSync(file, '# Title')
  const leaves = { nextraSearch: { route: '/page', title: undefined }, seen: new Set(['/page']) }
  await compileThroughCache(file, path.join(dir, 'build'), 'page', undefined, leaves)
  const again = await compileThroughCache(file, path.join(dir, 'build'), 'page', undefined, leaves)
  assert.equal(again.nextraRan, true)
})

it('compiles a file again once its content changed, and keeps page files and imported MDX apart', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  const file = path.join(dir, 'page.mdx')
  writeFileSync(file, 'first')
  await compileThroughCache(file, path.join(dir, 'build'))
  writeFileSync(file, 'second')
  const edited = await compileThroughCache(file, path.join(dir, 'build'))
  assert.deepEqual([edited.nextraRan, edited.code], [true, 'compiled(second)'])
  const imported = await compileThroughCache(file, path.join(dir, 'build'), 'import', (source) => `imported(${source})`)
  assert.deepEqual([imported.nextraRan, imported.code], [true, 'imported(second)'])
})

// Each page's navigation and source record (lib/build/page-data.mjs and its loader).

const pageDataOptions = (root: string, inline: boolean) => ({
  pagesDir: path.join(root, 'pages'),
  records: [
    { dir: path.join(root, 'navigation'), registry: '/theme/navigation/registry.ts', register: 'registerPageNavigation' },
    { dir: path.join(root, 'source/pages'), registry: '/page-source/components/registry.ts', register: 'registerPageSource' },
    { dir: path.join(root, 'blog'), registry: '/blog/components/registry.ts', register: 'registerBlogPage', routes: '/blog' }
  ],
  inline
})

it("runs the page data loader after Nextra's on pages only, and after the MDX cache when both are set", () => {
  const options = pageDataOptions('/site', true)
  const config = withMdxCompileCache(withPageData({ module: { rules: nextraRules() } }, options), {
    buildId: 'b',
    cacheRoot: mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  })
  const [, mdx, meta] = config.module.rules as ReturnType<typeof nextraRules>
  const loaders = (rule: { use: unknown[] }) => rule.use.map((entry) => (entry as { loader: string }).loader)
  const [dataLoader, cacheLoader] = ['lib/build/page-data-loader.mjs', 'lib/build/mdx-compile-cache-loader.mjs'].map((f) => path.resolve(f))
  // Webpack runs `use` last to first: Nextra (or the cache's answer), then the page data, then SWC.
  assert.deepEqual(loaders(mdx.oneOf![0]), ['next-swc-loader', dataLoader, cacheLoader, 'nextra/loader'])
  assert.deepEqual((mdx.oneOf![0].use[1] as unknown as { options: unknown }).options, options)
  assert.deepEqual(loaders(mdx.oneOf![1]), ['next-swc-loader', cacheLoader, 'nextra/loader'], 'imported MDX is no page: no page data')
  assert.deepEqual(loaders(meta as never), ['next-swc-loader', 'nextra/loader'])
})

// Our page loader, in the place of Nextra's for files of pages/ (lib/build/mdx-page.mjs and its loader).

const mdxPageOptions = { pagesDir: '/site/pages', definePage: '/site/theme/page/define-page.tsx' }
const pageLoader = path.resolve('lib/build/mdx-page-loader.mjs')

it("puts our page loader in the place of Nextra's for pages, with Nextra's options; imported MDX and _meta keep Nextra's", () => {
  const options = pageDataOptions('/site', true)
  const cached = withMdxCompileCache(withPageData({ module: { rules: nextraRules() } }, options), {
    buildId: 'b',
    cacheRoot: mkdtempSync(path.join(tmpdir(), 'mdx-cache-'))
  })
  const config = withMdxPageLoader(cached, mdxPageOptions)
  const [, mdx, meta] = config.module.rules as ReturnType<typeof nextraRules>
  const loaders = (rule: { use: unknown[] }) => rule.use.map((entry) => (entry as { loader: string }).loader)
  const [dataLoader, cacheLoader] = ['lib/build/page-data-loader.mjs', 'lib/build/mdx-compile-cache-loader.mjs'].map((f) => path.resolve(f))
  assert.deepEqual(loaders(mdx.oneOf![0]), ['next-swc-loader', dataLoader, cacheLoader, pageLoader])
  assert.deepEqual((mdx.oneOf![0].use[3] as unknown as { options: unknown }).options, {
    nextra: { isPageImport: true },
    ...mdxPageOptions,
    inWorker: false
  })
  assert.deepEqual(loaders(mdx.oneOf![1]), ['next-swc-loader', cacheLoader, 'nextra/loader'])
  assert.deepEqual(loaders(meta as never), ['next-swc-loader', 'nextra/loader'])
})

it('compiles a page in the worker thread into the same module as in the process, and a broken page fails with its place', async () => {
  const { siteMdxOptions } = await import('../lib/mdx/site-mdx-options.mjs')
  const mdxOptions = await siteMdxOptions({ dev: false })
  const root = mkdtempSync(path.join(tmpdir(), 'mdx-worker-'))
  const compile = (source: string, inWorker: boolean) =>
    compileMdxPage.call(
      {
        getOptions: () => ({
          nextra: { search: { codeblocks: false }, staticImage: true, codeHighlight: true, defaultShowCopyCode: true, mdxOptions },
          pagesDir: path.join(root, 'pages'),
          definePage: '/site/theme/page/define-page.tsx',
          inWorker
        }),
        resourcePath: path.join(root, 'pages', 'docs', 'page.mdx'),
        _module: { buildInfo: {} }
      },
      source
    )
  const source = '---\ntitle: Page\n---\n\n## Step\n\nSome *text*.\n\n```ts filename="a.ts"\nconst a = 1\n```\n'
  const inWorker = await compile(source, true)
  // The site's options, built in the thread: its recma steps ran.
  assert.match(inWorker, /@jsx _createElement[\s\S]*from "@mdx-js\/react"/)
  assert.equal(inWorker, await compile(source, false))
  // As in the process: the reason, and the line and column the thread boundary would otherwise drop.
  await assert.rejects(compile('# Title\n\n<Broken\n', true), { message: /^Unexpected end of file after name/, line: 4, column: 1 })
})

it('fails every page still to compile, at once, when the compile thread has died', { timeout: 20_000 }, async () => {
  const { createPool } = await import('../lib/build/mdx-compile-pool.mjs')
  const pool = createPool(path.resolve('tests/fixtures/exiting-worker.mjs'), { threads: 1 })
  await assert.rejects(pool.compile('# A\n', {}), /compile thread .* stopped, exit code 3/)
  await assert.rejects(pool.compile('# B\n', {}), /exit code 3/)
})

it('stops its threads once idle, so they hold no memory while webpack seals, and starts them again for a late page', async () => {
  const { createPool } = await import('../lib/build/mdx-compile-pool.mjs')
  const pool = createPool(path.resolve('tests/fixtures/echo-worker.mjs'), { threads: 2, idleMs: 50 })
  assert.equal(pool.threads, 0, 'no thread before the first page')
  assert.deepEqual(await Promise.all([pool.compile('# A\n', {}), pool.compile('# B\n', {})]), [{ source: '# A\n' }, { source: '# B\n' }])
  assert.equal(pool.threads, 2)
  await setTimeout(300)
  assert.equal(pool.threads, 0, 'threads stopped once idle')
  assert.deepEqual(await pool.compile('# C\n', {}), { source: '# C\n' }, 'a late page compiles, in new threads')
  assert.equal(pool.threads, 2)
})

it('fails the build, saying why, once Nextra sets no page rule the page loader can take the place of', () => {
  const rules = nextraRules()
  rules[1].oneOf!.splice(0, 1)
  assert.throws(() => withMdxPageLoader({ module: { rules } }, mdxPageOptions), /the page loader .* needs updating/)
})

it('ends a page module with the theme page that definePage makes of the compiled content', () => {
  const code = pageModuleCode({
    compiled: 'const title = "T"\nconst frontMatter = {}\nexport function useTOC() { return [] }\nfunction MDXLayout() {}',
    route: '/docs/intro',
    definePage: '/site/theme/page/define-page.tsx'
  })
  assert.match(code, /^import \{ definePage \} from "\/site\/theme\/page\/define-page\.tsx"\n/)
  assert.match(code, /export default definePage\("\/docs\/intro", \{ Content: MDXLayout, useTOC, title, frontMatter \}\)\n$/)
})

/** Our page loader run on `source` as pages/<relativeFile>, with Nextra's defaults for its options. */
async function compiledPage(relativeFile: string, source: string) {
  const { recmaMdxProvider } = await import('../lib/mdx/recma-mdx-provider.mjs')
  const root = mkdtempSync(path.join(tmpdir(), 'mdx-page-'))
  const pageModule = { buildInfo: {} as Record<string, unknown> }
  const code = await compileMdxPage.call(
    {
      getOptions: () => ({
        nextra: {
          search: { codeblocks: false },
          staticImage: true,
          codeHighlight: true,
          mdxOptions: { recmaPlugins: [recmaMdxProvider] }
        },
        pagesDir: path.join(root, 'pages'),
        definePage: '/site/theme/page/define-page.tsx'
      }),
      resourcePath: path.join(root, 'pages', relativeFile),
      _module: pageModule
    },
    source
  )
  return { code, buildInfo: pageModule.buildInfo }
}

it("compiles a page with Nextra's compiler into the theme's page: no page setup, provider or page map of Nextra's", async () => {
  const { code, buildInfo } = await compiledPage('docs/guide/index.mdx', '---\ntitle: Guide\n---\n\n## First step\n\nText.\n')
  assert.match(code, /^import \{ definePage \} from "\/site\/theme\/page\/define-page\.tsx"/)
  assert.match(code, /export default definePage\("\/docs\/guide", \{ Content: MDXLayout, useTOC, title, frontMatter/)
  assert.match(code, /import \{useMDXComponents as _provideComponents\} from "@mdx-js\/react"/)
  assert.doesNotMatch(code, /nextra\/setup-page|nextra\/mdx|nextra-page-map/)
  assert.match(code, /export function useTOC\(props\) \{\s*return \[\{\s*value: "First step"/)
  // The site's search indexes the exported HTML (search/indexer): the page keeps no search data.
  assert.equal((buildInfo as Record<string, unknown>).nextraSearch, undefined)
})

it("fails the build, saying which step, once no page rule uses Nextra's loader", () => {
  const rules = nextraRules()
  rules[1].oneOf!.splice(0, 1)
  assert.throws(() => withPageData({ module: { rules } }, pageDataOptions('/site', true)), /the page data step .* needs updating/)
})

/** One run of the page data loader on pages/<relativeFile>, with what it told webpack. */
function runPageDataLoader(root: string, relativeFile: string, inline: boolean) {
  const dependencies: string[] = []
  const missing: string[] = []
  const code = appendPageData.call(
    {
      getOptions: () => pageDataOptions(root, inline),
      resourcePath: path.join(root, 'pages', relativeFile),
      addDependency: (file: string) => dependencies.push(file),
      addMissingDependency: (file: string) => missing.push(file)
    },
    '/* compiled by Nextra */'
  )
  return { code, dependencies, missing }
}

function siteWithPageData() {
  const root = mkdtempSync(path.join(tmpdir(), 'page-data-'))
  const write = (file: string, data: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), JSON.stringify(data))
  }
  write('navigation/docs/guide.json', { '//': 'generated — do not edit', route: '/docs/guide', sidebar: [{ title: "It's here" }] })
  write('source/pages/docs/guide.json', { '//': 'generated — do not edit', file: 'pages/docs/guide/index.mdx', lastUpdated: null })
  write('navigation/blog/hello.json', { '//': 'generated — do not edit', route: '/blog/hello' })
  write('blog/blog/hello.json', {
    '//': 'generated — do not edit',
    post: { slug: 'hello' },
    newer: null,
    older: { slug: 'older', title: 'Older' }
  })
  return root
}

/** Runs the registration code a loader produced, with stand-ins for the two registries. */
function registered(code: string) {
  const calls: Record<string, unknown[]> = {}
  const body = code
    .replace('/* compiled by Nextra */', '')
    .replace(/^import \{ (\w+) as (\w+) \} from .*$/gm, 'const $2 = (...args) => (calls.$1 = args)')
  new Function('calls', body)(calls)
  return calls
}

it('puts a page\'s navigation and source record into its module in a build, without the files\' "generated" notes', () => {
  const root = siteWithPageData()
  const { code, dependencies, missing } = runPageDataLoader(root, 'docs/guide/index.mdx', true)
  assert.doesNotMatch(code, /^import __/m, 'no module of its own for either file')
  assert.doesNotMatch(code, /do not edit/)
  assert.deepEqual(registered(code), {
    registerPageNavigation: ['/docs/guide', { route: '/docs/guide', sidebar: [{ title: "It's here" }] }],
    registerPageSource: ['/docs/guide', { file: 'pages/docs/guide/index.mdx', lastUpdated: null }]
  })
  // Webpack compiles the page again when either file changes.
  assert.deepEqual(dependencies, [path.join(root, 'navigation/docs/guide.json'), path.join(root, 'source/pages/docs/guide.json')])
  assert.deepEqual(missing, [])
})

it('imports both files in dev, so an edit of either updates the open page alone', () => {
  const root = siteWithPageData()
  const { code, dependencies } = runPageDataLoader(root, 'docs/guide/index.mdx', false)
  assert.match(code, new RegExp(`^import __record0 from ${JSON.stringify(path.join(root, 'navigation/docs/guide.json'))}$`, 'm'))
  assert.match(code, new RegExp(`^import __record1 from ${JSON.stringify(path.join(root, 'source/pages/docs/guide.json'))}$`, 'm'))
  assert.match(code, /^__register1\("\/docs\/guide", __record1\)$/m)
  assert.deepEqual(dependencies, [], 'the page module itself is not compiled again for a data change')
})

it('registers nothing for a page added since the generators ran, and compiles it again once its files appear', () => {
  for (const inline of [true, false]) {
    const root = siteWithPageData()
    const { code, dependencies, missing } = runPageDataLoader(root, 'docs/new.md', inline)
    assert.deepEqual(registered(code), { registerPageNavigation: ['/docs/new', null], registerPageSource: ['/docs/new', null] })
    assert.deepEqual(dependencies, [])
    assert.deepEqual(missing, [path.join(root, 'navigation/docs/new.json'), path.join(root, 'source/pages/docs/new.json')])
  }
})

it("gives the blog's pages their own record, and no other page one (a record kind's section)", () => {
  const root = siteWithPageData()
  const post = registered(runPageDataLoader(root, 'blog/hello.mdx', true).code)
  assert.deepEqual(post.registerBlogPage, [
    '/blog/hello',
    { post: { slug: 'hello' }, newer: null, older: { slug: 'older', title: 'Older' } }
  ])
  // The section's own route is in it; a route that only starts like it is not.
  const index = runPageDataLoader(root, 'blog/index.mdx', true)
  assert.deepEqual(index.missing.at(-1), path.join(root, 'blog/blog.json'))
  assert.doesNotMatch(runPageDataLoader(root, 'blogroll.mdx', true).code, /registerBlogPage/)
  const doc = runPageDataLoader(root, 'docs/guide/index.mdx', true)
  assert.doesNotMatch(doc.code, /blog/)
  assert.equal(registered(doc.code).registerBlogPage, undefined)
})

it('saves the dev cache uncompressed after 5 s of quiet, large change or not (webpack: 60 s, or 1 s after a large change), and leaves every other cache setting as Next set it', () => {
  const next = { cache: { type: 'filesystem', cacheDirectory: '/site/.next/cache/webpack', compression: 'gzip', maxMemoryGenerations: 0 } }
  const config = withPromptDevCacheStore(next)
  assert.deepEqual(config.cache, {
    ...next.cache,
    idleTimeout: DEV_CACHE_IDLE_MS,
    idleTimeoutAfterLargeChanges: DEV_CACHE_IDLE_MS,
    compression: false
  })
  assert.equal(DEV_CACHE_IDLE_MS, 5000)
  assert.ok(!('idleTimeout' in next.cache) && next.cache.compression === 'gzip', "Next's object is not changed in place")
  const uncached = { cache: false }
  assert.equal(withPromptDevCacheStore(uncached), uncached, 'no cache: nothing to save')
})
