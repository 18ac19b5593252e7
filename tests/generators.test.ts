/** The generator table and runner (scripts/generators): which generators a change runs, one run of several, and which ones a start runs. */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { build } from 'esbuild'
import { changedSinceLastRun, markSucceeded } from '../scripts/generators/last-run'
import { prepareSpare, runAll, runGenerator, runQueue, type RunResult } from '../scripts/generators/run'
import { GENERATORS, generatorsFor, type Generator } from '../scripts/generators/table'
import { groupedProblems, problemsReport } from '../lib/generator-problems'

const names = (file: string) => generatorsFor(file).map((generator) => generator.name)

describe('generatorsFor', () => {
  it('runs the REST generator, then page sources (the file a REST page links), for a spec or a part file of one (in a subfolder of openapi/)', () => {
    assert.deepEqual(names('openapi/session.yaml'), ['REST reference', 'page sources'])
    assert.deepEqual(names('openapi/session/schemas/node.yaml'), ['REST reference', 'page sources'])
  })

  it('runs page sources, navigation and the twins after the blog for a post, and those three alone for a generated REST page', () => {
    assert.deepEqual(names('pages/blog/welcome.mdx'), ['blog lists', 'page sources', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('pages/docs/rest/session/project-commit-project.mdx'), ['page sources', 'navigation', 'Markdown twins'])
  })

  it('runs the docs index, page sources (before navigation: a new page compiles against both), navigation and the twins for a docs page; all but page sources for a _meta file', () => {
    assert.deepEqual(names('pages/docs/Tutorial/intro.mdx'), ['docs tags and categories', 'page sources', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('pages/docs/Tutorial/_meta.ts'), ['docs tags and categories', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('content/doc-categories.ts'), ['docs tags and categories'])
    // A page's tags show with their labels, which come with its navigation and are in its twin.
    assert.deepEqual(names('content/doc-tags.ts'), ['docs tags and categories', 'navigation', 'Markdown twins'])
    // The home page's section cards and the callouts' labels are written in the twins.
    assert.deepEqual(names('content/home.ts'), ['Markdown twins'])
    assert.deepEqual(names('lib/callout-labels.ts'), ['Markdown twins'])
  })

  it('runs the configuration, navigation (sidebar links, old URLs) and the twins (site title, links) for the site configuration, and the feeds once their values change', () => {
    assert.deepEqual(names('config/site.ts'), ['site configuration', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('config/rest.ts'), ['site configuration', 'REST reference', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('generated/config/feed/site.json'), ['REST reference', 'blog lists'])
  })

  it("runs every generator whose code imports a generator's source", async () => {
    // What the generators import is read from their code (as esbuild bundles it), so that a new
    // import of the configuration, say, cannot leave that generator's output stale in npm run dev.
    for (const generator of GENERATORS) {
      const { metafile } = await build({
        entryPoints: [generator.script],
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        logLevel: 'silent'
      })
      for (const file of Object.keys(metafile.inputs)) {
        const readers = generatorsFor(file)
        if (readers.length === 0) continue
        assert.ok(
          readers.includes(generator),
          `${generator.name} imports ${file}, a source of ${readers.map((g) => g.name).join(', ')}, but not one of its own`
        )
      }
    }
  })

  it('runs the twins when data that generated pages import changes (the list of specs, the list of posts)', () => {
    assert.deepEqual(names('generated/rest/index.json'), ['Markdown twins'])
    assert.deepEqual(names('generated/blog/posts.json'), ['Markdown twins'])
  })

  it('lists every generator after those it reads, so the dev server’s table order respects them too', () => {
    GENERATORS.forEach((generator, index) => {
      const before = GENERATORS.slice(0, index).map((g) => g.name)
      for (const need of generator.needs ?? []) assert.ok(before.includes(need), `${generator.name} needs ${need}, listed after it`)
    })
    assert.deepEqual(GENERATORS.find((g) => g.name === 'docs tags and categories')!.needs, ['REST reference'])
  })

  it('lets no generator read what one served as files writes: npm run dev runs those beside the others', () => {
    const served = GENERATORS.filter((generator) => generator.servedAsFiles).map((generator) => generator.name)
    assert.deepEqual(served, ['diagram renderer', 'playground frame', 'Markdown twins'])
    for (const generator of GENERATORS)
      for (const need of generator.needs ?? []) assert.ok(!served.includes(need), `${generator.name} reads ${need}`)
  })

  it('ignores the temporary files of an output update', () => {
    assert.deepEqual(names('pages/docs/.intro.mdx.new-0f8e6c2a-3b1d-4c5e-9f7a-1b2c3d4e5f60'), [])
  })
})

const generator = (name: string, needs?: string[]): Generator => ({ name, script: `${name}.ts`, sources: [], ...(needs && { needs }) })
/** Lets a runner take its next step. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** A run function whose runs end when the test ends them, and which records what runs when. */
function heldRuns() {
  const ends = new Map<string, (result: RunResult) => void>()
  const started: string[] = []
  let most = 0
  const run = (g: Generator) =>
    new Promise<RunResult>((resolve) => {
      started.push(g.name)
      ends.set(g.name, resolve)
      most = Math.max(most, ends.size)
    })
  const end = async (name: string, ok = true) => {
    ends.get(name)!({ ok, output: ok ? '' : `${name}.yaml at #/info: broken` })
    ends.delete(name)
    await settle()
  }
  return { run, end, started, running: () => [...ends.keys()], most: () => most }
}

describe('runAll', () => {
  /** A run function that ends each run at once, failing those named. */
  const instantly =
    (failing: string[], ran: string[] = []) =>
    async (g: Generator) => {
      ran.push(g.name)
      return { ok: !failing.includes(g.name), output: failing.includes(g.name) ? `${g.name} failed` : `${g.name} done` }
    }

  it('runs two at a time, each as soon as the generators it needs have succeeded', async () => {
    const runs = heldRuns()
    const reported: string[] = []
    const outcome = runAll(
      [generator('a'), generator('b'), generator('c', ['a']), generator('d', ['b', 'c']), generator('e')],
      (g) => reported.push(g.name),
      runs.run
    )
    await settle()
    assert.deepEqual(runs.running(), ['a', 'b'])
    await runs.end('a')
    // c needed a: it starts in a's place, ahead of e, listed after it but waiting on nothing.
    assert.deepEqual(runs.running(), ['b', 'c'])
    await runs.end('c')
    assert.deepEqual(runs.running(), ['b', 'e'], 'd still waits on b')
    await runs.end('b')
    assert.deepEqual(runs.running(), ['e', 'd'])
    await runs.end('d')
    await runs.end('e')
    assert.deepEqual(await outcome, { failed: [], skipped: [] })
    assert.deepEqual(runs.started, ['a', 'b', 'c', 'e', 'd'])
    assert.deepEqual(reported, ['a', 'c', 'b', 'd', 'e'])
    assert.equal(runs.most(), 2)
  })

  it('runs a generator whose needs are left out of the run: their output is as the last run left it', async () => {
    const ran: string[] = []
    assert.deepEqual(await runAll([generator('navigation', ['blog lists', 'REST reference'])], undefined, instantly([], ran)), {
      failed: [],
      skipped: []
    })
    assert.deepEqual(ran, ['navigation'])
  })

  it('reports every failing generator in one run, with its output; what needs a failed one, directly or not, does not run', async () => {
    const ran: string[] = []
    const results = new Map<string, RunResult>()
    const outcome = await runAll(
      [
        generator('first'),
        generator('fine'),
        generator('second'),
        generator('dependent', ['first']),
        generator('reader of dependent', ['dependent']),
        generator('reader of fine', ['fine']),
        generator('navigation', ['fine', 'second'])
      ],
      (g, result) => results.set(g.name, result),
      instantly(['first', 'second'], ran)
    )
    assert.deepEqual(
      { failed: [...outcome.failed].sort(), skipped: [...outcome.skipped].sort() },
      { failed: ['first', 'second'], skipped: ['dependent', 'navigation', 'reader of dependent'] }
    )
    assert.deepEqual([...ran].sort(), ['fine', 'first', 'reader of fine', 'second'])
    assert.deepEqual(results.get('first'), { ok: false, output: 'first failed' })
    assert.deepEqual(results.get('reader of fine'), { ok: true, output: 'reader of fine done' })
    assert.deepEqual([...results.keys()].sort(), ['fine', 'first', 'reader of fine', 'second'], 'skipped generators have no result')
  })

  it('skips what needs a skipped generator too, though nothing else is left to run', async () => {
    const ran: string[] = []
    const outcome = await runAll(
      [generator('site configuration'), generator('REST reference', ['site configuration']), generator('docs index', ['REST reference'])],
      undefined,
      instantly(['site configuration'], ran)
    )
    assert.deepEqual(outcome, { failed: ['site configuration'], skipped: ['REST reference', 'docs index'] })
    assert.deepEqual(ran, ['site configuration'])
  })

  it('goes on with the others while a failed generator’s readers are skipped', async () => {
    const runs = heldRuns()
    const outcome = runAll(
      [generator('slow'), generator('broken'), generator('reader', ['broken']), generator('quick')],
      undefined,
      runs.run
    )
    await settle()
    await runs.end('broken', false)
    assert.deepEqual(runs.running(), ['slow', 'quick'])
    await runs.end('quick')
    await runs.end('slow')
    assert.deepEqual(await outcome, { failed: ['broken'], skipped: ['reader'] })
  })

  it('runs a generator script in a process of its own, and gives its output and whether it succeeded', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'generator-'))
    try {
      const script = (name: string, body: string): Generator => {
        writeFileSync(path.join(dir, `${name}.ts`), body)
        // The table's scripts are relative to the project.
        return { name, script: path.relative(process.cwd(), path.join(dir, `${name}.ts`)), sources: [] }
      }
      const typed = script(
        'typed',
        "const greeting: string = 'generated'\nconsole.log(greeting, process.pid !== Number(process.env.TEST_PID))\n"
      )
      const broken = script('broken', "console.error('session.yaml at #/info: broken')\nprocess.exit(1)\n")
      process.env.TEST_PID = String(process.pid)
      assert.deepEqual(await runGenerator(typed), { ok: true, output: 'generated true' })
      assert.deepEqual(await runGenerator(broken), { ok: false, output: 'session.yaml at #/info: broken' })
    } finally {
      delete process.env.TEST_PID
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('runQueue (npm run dev)', () => {
  const served = (name: string, needs: string[]): Generator => ({ ...generator(name, needs), servedAsFiles: true })
  /** After the queue's pause (0 here). */
  const paused = () => new Promise((resolve) => setTimeout(resolve, 5))

  it('runs one at a time, the first waiting in table order: a change made during a run goes ahead of the last change’s readers', async () => {
    const runs = heldRuns()
    const queue = runQueue(() => undefined, runs.run, [generator('spec'), generator('index', ['spec']), generator('sidebar', ['index'])])
    queue(['spec'], 0)
    await paused()
    assert.deepEqual(runs.running(), ['spec'])
    await runs.end('spec')
    assert.deepEqual(runs.running(), ['index'])
    queue(['spec'], 0)
    await paused()
    assert.deepEqual(runs.running(), ['index'], 'one at a time')
    await runs.end('index')
    assert.deepEqual(runs.running(), ['spec'], 'the new change before the sidebar, which reads its output')
    await runs.end('spec', false)
    assert.deepEqual(runs.running(), ['index'], 'a failed run’s readers run on its previous output')
    await runs.end('index')
    await runs.end('sidebar')
    assert.deepEqual(runs.started, ['spec', 'index', 'spec', 'index', 'sidebar'])
  })

  it('runs what is served as files in a lane of its own, started only while the pages’ lane is idle', async () => {
    const runs = heldRuns()
    const reported: string[] = []
    const queue = runQueue((g) => reported.push(g.name), runs.run, [generator('pages'), served('twins', ['pages']), generator('blog')])
    queue(['pages'], 0)
    await paused()
    assert.deepEqual(runs.running(), ['pages'], 'the twins wait')
    await runs.end('pages')
    assert.deepEqual(runs.running(), ['twins'])
    queue(['blog'], 0)
    await paused()
    assert.deepEqual(runs.running(), ['twins', 'blog'], 'a change runs beside the twins')
    await runs.end('blog')
    await runs.end('twins')
    assert.deepEqual(reported, ['pages', 'blog', 'twins'])
  })
})

describe('runQueue: superseded runs', () => {
  it('says a run is superseded when its generator was queued again while it ran, so a failure already fixed is not shown', async () => {
    const runs = heldRuns()
    const reported: [string, boolean][] = []
    const queue = runQueue((g, _result, superseded) => reported.push([g.name, superseded]), runs.run, [generator('twins')])
    queue(['twins'], 0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    queue(['twins'], 0)
    await runs.end('twins', false)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await runs.end('twins')
    assert.deepEqual(reported, [
      ['twins', true],
      ['twins', false]
    ])
  })
})

describe('a spare (npm run dev): a generator loaded ahead of its run', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'generator-spare-'))
  after(() => rmSync(dir, { recursive: true, force: true }))
  /** Where a module marks each of its loads: the spare's early load is one. */
  const mark = (name: string) => `writeFileSync(${JSON.stringify(path.join(dir, name))}, 'loaded')`
  const source = (...lines: string[]) =>
    writeFileSync(path.join(dir, 'source.ts'), ["import { writeFileSync } from 'node:fs'", ...lines].join('\n'))
  // ES modules, as the project's are; its loads are counted in the process too: a run in the spare makes the second.
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }')
  writeFileSync(
    path.join(dir, 'generator.ts'),
    [
      "import { writeFileSync } from 'node:fs'",
      `import { runAsCommand } from ${JSON.stringify(path.resolve('scripts/generators/command.ts'))}`,
      "import { value } from './source'",
      'const loads = ((globalThis as { loads?: number }).loads ?? 0) + 1',
      'Object.assign(globalThis, { loads })',
      mark('generator loaded'),
      'runAsCommand(import.meta.filename, { main: async () => console.log(value, loads), failureMessage: String })'
    ].join('\n')
  )
  const generator: Generator = { name: 'spare test', script: path.relative(process.cwd(), path.join(dir, 'generator.ts')), sources: [] }

  /** Starts the spare; resolves once it has loaded `marked` (false after 30 s: the test then still runs it, which ends it). */
  async function prepared(marked: string) {
    for (const name of ['generator loaded', 'source loaded']) rmSync(path.join(dir, name), { force: true })
    prepareSpare(generator)
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50)))
      if (existsSync(path.join(dir, marked))) return true
    return false
  }

  it('runs in the spare, with the project’s modules as they are at the run, not as they were when it loaded', async () => {
    source("export const value = 'as the spare loaded it'")
    const loaded = await prepared('generator loaded')
    source("export const value = 'as it is at the run'")
    assert.deepEqual(await runGenerator(generator), { ok: true, output: 'as it is at the run 2' })
    assert.ok(loaded, 'the spare loaded the generator before its run')
  })

  it('runs a module that failed to load while the spare loaded (a source half written) once it is fixed', async () => {
    source("export const value = 'half'", mark('source loaded'), "throw new Error('half written')")
    const loaded = await prepared('source loaded')
    source("export const value = 'fixed'")
    assert.deepEqual(await runGenerator(generator), { ok: true, output: 'fixed 1' })
    assert.ok(loaded, 'the spare tried to load the source before the run')
  })
})

describe('which generators a start of npm run dev runs (last-run.ts)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'generators-last-run-'))
  after(() => rmSync(root, { recursive: true, force: true }))
  const write = (file: string, secondsFromNow = 0) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), file)
    const time = Date.now() / 1000 + secondsFromNow
    utimesSync(path.join(root, file), time, time)
  }
  const blog: Generator = {
    name: 'blog lists',
    script: 'blog/generator/generate.ts',
    sources: ['pages/blog', 'blog/shared/authors.ts', 'missing-folder'],
    ignore: /^pages\/blog\/tags\//
  }
  const config: Generator = { name: 'site configuration', script: 'scripts/config/generate.ts', sources: ['config'] }

  it('runs a generator that never succeeded', () => {
    write('pages/blog/welcome.mdx', -60)
    write('config/site.ts', -60)
    assert.equal(changedSinceLastRun(root, blog), true)
    markSucceeded(root, config)
    assert.equal(changedSinceLastRun(root, blog), true, "another generator's success is not its own")
    assert.equal(changedSinceLastRun(root, config), false)
  })

  it('skips a generator whose sources are older than its last success, and runs it once a source is newer', () => {
    write('pages/blog/welcome.mdx', -60)
    write('blog/shared/authors.ts', -60)
    markSucceeded(root, blog)
    assert.equal(changedSinceLastRun(root, blog), false)
    write('blog/shared/authors.ts', 60)
    assert.equal(changedSinceLastRun(root, blog), true, 'a source given as a file')
    markSucceeded(root, blog)
    write('blog/shared/authors.ts', -60)
    write('pages/blog/2026/new-post.mdx', 60)
    assert.equal(changedSinceLastRun(root, blog), true, 'a file in a subfolder of a source folder')
  })

  it('runs a generator again when an environment variable it depends on differs from its last success (npm test, then npm run dev)', () => {
    const rest: Generator = {
      name: 'REST reference',
      script: 'rest/generator/generate.ts',
      sources: ['config'],
      env: ['VNV_REST_FIXTURES']
    }
    write('config/site.ts', -60)
    markSucceeded(root, rest, { VNV_REST_FIXTURES: '1' })
    assert.equal(changedSinceLastRun(root, rest, { VNV_REST_FIXTURES: '1' }), false)
    assert.equal(changedSinceLastRun(root, rest, {}), true, 'the fixtures of a test run are not the site')
    markSucceeded(root, rest, {})
    assert.equal(changedSinceLastRun(root, rest, {}), false)
    assert.equal(
      changedSinceLastRun(root, rest, { VNV_REST_FIXTURES: '' }),
      true,
      'set but empty is not unset (BASE_PATH= is the domain root)'
    )
    markSucceeded(root, config, { VNV_REST_FIXTURES: '1' })
    assert.equal(changedSinceLastRun(root, config, {}), false, 'a generator that does not read it')
  })

  it('does not count a path its generator ignores (what generators write), nor the time of the folder it writes in', () => {
    write('pages/blog/2026/new-post.mdx', -60)
    write('pages/blog/tags/old.mdx', -60)
    for (const folder of ['pages/blog', 'pages/blog/2026', 'pages/blog/tags'])
      utimesSync(path.join(root, folder), Date.now() / 1000 - 60, Date.now() / 1000 - 60)
    markSucceeded(root, blog)
    // The generator writes a tag page: the file is new, and so is the time of its folder.
    write('pages/blog/tags/news.mdx', 60)
    utimesSync(path.join(root, 'pages/blog/tags'), Date.now() / 1000 + 60, Date.now() / 1000 + 60)
    assert.equal(changedSinceLastRun(root, blog), false)
  })
})

describe('a generator run before what it reads exists', () => {
  it('a file it reads: names the file and what to run in one line, without a stack trace', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-generated-'))
    const script = path.join(dir, 'generator.mts')
    writeFileSync(
      script,
      [
        `import { runAsCommand } from ${JSON.stringify(path.resolve('scripts/generators/command.ts'))}`,
        `import { feedSite } from ${JSON.stringify(path.resolve('scripts/lib/feed-site.ts'))}`,
        `runAsCommand(import.meta.filename, { main: async () => feedSite(${JSON.stringify(dir)}), failureMessage: (e) => String(e.stack) })`
      ].join('\n')
    )
    const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), script], { encoding: 'utf8' })
    assert.equal(run.status, 1)
    assert.match(
      run.stderr.trim(),
      /^\S*generated\/config\/feed\/site\.json is missing: another generator writes it\. Run npm run generate first\.$/
    )
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('a generator whose code imports a generated file that is not there yet', () => {
  it('says in one line which file and what to run, without a stack trace', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-missing-'))
    writeFileSync(path.join(dir, 'generator.mts'), "import data from './generated/rest/sidebar'\nconsole.log(data)\n")
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        import.meta.resolve('tsx'),
        '--import',
        path.resolve('scripts/generators/explain-missing.mjs'),
        path.join(dir, 'generator.mts')
      ],
      { encoding: 'utf8' }
    )
    assert.equal(run.status, 1)
    assert.match(
      run.stderr.trim(),
      /^\S*generated\/rest\/sidebar.* is missing: another generator writes it\. Run npm run generate first\.$/
    )
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('what npm run generate and the dev problems box say of failures', () => {
  const meta = '1 problem(s) in _meta files and front matter:\n  - pages/docs/_meta.ts:3:2: cannot be loaded: Expected "}"'
  const failures = [
    { generator: 'page sources', output: `page-source generation failed: ${meta}` },
    { generator: 'navigation', output: `navigation generation failed: ${meta}` },
    { generator: 'Markdown twins', output: `Markdown twin generation failed: ${meta}` },
    { generator: 'blog lists', output: 'blog generation failed — nothing was written.\nInvalid blog posts' }
  ]

  it('names the generators that failed on the same problems once, with the problems once', () => {
    assert.deepEqual(groupedProblems(failures), [
      { generators: ['page sources', 'navigation', 'Markdown twins'], output: meta },
      { generators: ['blog lists'], output: 'blog generation failed — nothing was written.\nInvalid blog posts' }
    ])
  })

  it('prints each problem once, after the names of the generators it stopped', () => {
    assert.equal(
      problemsReport(failures),
      `page sources, navigation and Markdown twins failed:\n${meta}\n\nblog lists failed:\nblog generation failed — nothing was written.\nInvalid blog posts`
    )
  })
})
