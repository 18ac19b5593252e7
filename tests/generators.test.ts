/** The generator table and runner (scripts/generators): which generators a change runs, one run of all, and when a run is skipped. */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { awaitedBy, runAll, runGenerator, WarmGenerator } from '../scripts/generators/run'
import {
  checkStamp,
  clearStamp,
  folderHash,
  onlyOutputChanged,
  projectFiles,
  STAMP_FILE,
  writeStamp,
  type ProjectChanges,
  type StampOptions
} from '../scripts/generators/stamp'
import { generatorsToRun, isWritersContent, reasonToRunAll } from '../scripts/generators/selection'
import { execFileSync } from 'node:child_process'
import { checkBuild, recordBuild } from '../scripts/build/build-stamp'
import { build } from 'esbuild'
import { GENERATORS, generatorsFor, type Generator } from '../scripts/generators/table'

const names = (file: string) => generatorsFor(file).map((generator) => generator.name)

describe('generatorsFor', () => {
  it('runs the REST generator, then page sources (the file a REST page links), for a spec or a part file of one (in a subfolder of openapi/)', () => {
    assert.deepEqual(names('openapi/session.yaml'), ['REST reference', 'page sources'])
    assert.deepEqual(names('openapi/session/schemas/node.yaml'), ['REST reference', 'page sources'])
  })

  it('runs page sources, navigation (a new page is linked once both its files exist) and the twins after the blog for a post, and those three alone for a generated REST page', () => {
    assert.deepEqual(names('pages/blog/welcome.mdx'), ['blog lists', 'page sources', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('pages/docs/rest/session/project-commit-project.mdx'), ['page sources', 'navigation', 'Markdown twins'])
  })

  it('runs the docs index, page sources, navigation and the twins for a docs page or _meta file', () => {
    assert.deepEqual(names('pages/docs/Tutorial/_meta.ts'), ['docs tags and categories', 'page sources', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('content/tags.yml'), ['docs tags and categories'])
    // A page's tags show with their labels, which come with its navigation.
    assert.deepEqual(names('content/doc-tags.ts'), ['docs tags and categories', 'navigation'])
  })

  it('runs the configuration, navigation (sidebar links, old URLs) and the twins (site title, links) for the site configuration, and the feeds once their values change', () => {
    assert.deepEqual(names('config/site.ts'), ['site configuration', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('config/rest.ts'), ['site configuration', 'REST reference', 'navigation', 'Markdown twins'])
    assert.deepEqual(names('generated/config/feed/site.json'), ['REST reference', 'blog lists'])
  })

  it("runs every generator whose code imports a generator's source, and reloads a warm one", async () => {
    // What the generators import is read from their code (as esbuild bundles it), so that a new
    // import of the configuration, say, cannot leave that generator's output stale in npm run dev,
    // or let the stamp (stamp.ts) skip it.
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
        if (generator.warm)
          assert.match(file, generator.warm.restartOn, `${generator.name} keeps ${file} loaded: it must load afresh when it changes`)
      }
    }
  })

  it('runs the twins when data that generated pages import changes (a spec’s page data, the list of posts)', () => {
    assert.deepEqual(names('generated/rest/session/spec.json'), ['Markdown twins'])
    assert.deepEqual(names('generated/blog/posts.json'), ['Markdown twins'])
  })

  it('lists every generator after those it reads, so the dev server’s table order respects them too', () => {
    GENERATORS.forEach((generator, index) => {
      const before = GENERATORS.slice(0, index).map((g) => g.name)
      for (const need of generator.needs ?? []) assert.ok(before.includes(need), `${generator.name} needs ${need}, listed after it`)
    })
    assert.deepEqual(GENERATORS.find((g) => g.name === 'docs tags and categories')!.needs, ['REST reference'])
  })

  it('ignores the temporary files of an output update', () => {
    assert.deepEqual(names('pages/docs/.intro.mdx.new-0f8e6c2a-3b1d-4c5e-9f7a-1b2c3d4e5f60'), [])
  })
})

describe('runAll', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'generators-'))
  const script = (name: string, body: string, needs?: string[]): Generator => {
    const file = path.join(dir, `${name}.mts`)
    writeFileSync(file, body)
    return { name, script: file, sources: [], ...(needs && { needs }) }
  }
  const marker = path.join(dir, 'rest-output')
  const rest = script(
    'rest',
    `await new Promise((r) => setTimeout(r, 400)); (await import('node:fs')).writeFileSync(${JSON.stringify(marker)}, 'x')`
  )
  const index = script('index', `if (!(await import('node:fs')).existsSync(${JSON.stringify(marker)})) process.exit(1)`, ['rest'])
  const fine = script('fine', "console.log('fine ran')")
  const broken = (name: string) => script(name, `console.error('${name}.yaml at #/info: broken'); process.exit(1)`)
  const navigation = (needs: string[]) => script('navigation', "console.log('navigation ran')", needs)

  it('starts each generator once what it reads has been written, navigation last', async () => {
    const order: string[] = []
    const seconds = new Map<string, number>()
    const outcome = await runAll(
      [fine, rest, index, navigation(['fine', 'rest', 'index'])],
      (generator, _result, took) => {
        order.push(generator.name)
        seconds.set(generator.name, took)
      },
      (generator) => runGenerator(generator, { echo: false })
    )
    assert.deepEqual(outcome, { failed: [], skipped: [] })
    // Each generator's wall time is reported (npm run generate prints it): rest waits 0.4 s.
    assert.ok(seconds.get('rest')! >= 0.4, `rest took ${seconds.get('rest')} s`)
    assert.ok(order.indexOf('index') > order.indexOf('rest'), order.join())
    assert.equal(order.at(-1), 'navigation')
  })

  it('starts the generator the most others wait on first, ahead of those listed before it', async () => {
    const ended: string[] = []
    const short = (name: string) => script(name, `await new Promise((r) => setTimeout(r, 300)); console.log('${name}')`)
    await runAll(
      [short('first'), short('second'), rest, index, navigation(['first', 'rest', 'index'])],
      (generator) => ended.push(generator.name),
      (generator) => runGenerator(generator, { echo: false })
    )
    // In table order first and second would start together and rest after both; rest, which two
    // generators wait on, starts beside first instead, and second only once first has ended.
    assert.ok(ended.indexOf('rest') < ended.indexOf('second'), ended.join())
  })

  it("runs a warm generator in its worker, where npm run dev's next edit runs it again without loading it afresh", async () => {
    const warm: Generator = {
      ...script('warm', 'export async function main() { console.log(`run in ${process.pid}`) }\nexport const failureMessage = String\n'),
      warm: { restartOn: /^config\// }
    }
    const worker = new WarmGenerator(warm, { echo: false })
    try {
      const outputs: string[] = []
      await runAll(
        [warm],
        (_generator, result) => outputs.push(result.output),
        () => worker.run()
      )
      const edit = await worker.run()
      assert.match(outputs[0], /^run in \d+$/)
      assert.equal(edit.output, outputs[0], 'the same process ran both')
    } finally {
      worker.close()
    }
  })

  it('hands over the process that runs a generator, so npm run dev can make a background one wait', async () => {
    const reporting = script('reporting', 'console.log(`run in ${process.pid}`)')
    let handed: number | undefined
    const result = await runGenerator(reporting, { echo: false, started: (child) => (handed = child.pid) })
    assert.equal(result.output, `run in ${handed}`)
  })

  it('runs a warm generator for a whole session of edits without piling up listeners on its worker', async () => {
    const warm: Generator = {
      ...script('session', 'export async function main() {}\nexport const failureMessage = String\n'),
      warm: { restartOn: /^config\// }
    }
    const worker = new WarmGenerator(warm, { echo: false })
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    try {
      for (let edit = 0; edit < 15; edit++) assert.equal((await worker.run()).ok, true)
      await new Promise((resolve) => setImmediate(resolve))
      assert.deepEqual(warnings, [], 'no MaxListenersExceededWarning after 15 runs')
    } finally {
      process.off('warning', onWarning)
      worker.close()
    }
  })

  it('counts, for each generator, the generators that wait on it directly or through others', () => {
    const awaited = awaitedBy([fine, rest, index, navigation(['fine', 'index'])])
    assert.deepEqual(Object.fromEntries(awaited), { fine: 1, rest: 2, index: 1, navigation: 0 })
    // The site configuration (quick) comes first, as the REST reference and the blog read its feed values; then the REST reference.
    const all = awaitedBy(GENERATORS)
    assert.equal(all.get('site configuration'), Math.max(...all.values()))
    const others = [...all].filter(([name]) => name !== 'site configuration').map(([, count]) => count)
    assert.equal(all.get('REST reference'), Math.max(...others))
  })

  it('reports every failing generator in one run, and skips what reads their output', async () => {
    const results = new Map<string, string>()
    const first = broken('first')
    const dependent = script('dependent', "console.log('ran')", ['first'])
    const outcome = await runAll(
      [first, fine, broken('second'), dependent, navigation(['first', 'fine', 'second', 'dependent'])],
      (generator, result) => results.set(generator.name, result.output),
      (generator) => runGenerator(generator, { echo: false })
    )
    assert.deepEqual(outcome, { failed: ['first', 'second'], skipped: ['dependent', 'navigation'] })
    assert.match(results.get('first')!, /first\.yaml at #\/info: broken/)
    assert.match(results.get('second')!, /second\.yaml at #\/info: broken/)
  })

  it('runs a generator whose needs are up to date though left out of the run, and skips one whose needs are missing', async () => {
    const ran: string[] = []
    const run = (generators: Generator[], upToDate: string[]) =>
      runAll(
        generators,
        (generator) => ran.push(generator.name),
        (generator) => runGenerator(generator, { echo: false }),
        upToDate
      )
    assert.deepEqual(await run([navigation(['fine', 'rest'])], ['fine', 'rest']), { failed: [], skipped: [] })
    assert.deepEqual(ran, ['navigation'])
    assert.deepEqual(await run([navigation(['fine', 'rest'])], ['fine']), { failed: [], skipped: ['navigation'] })
  })
})

describe('the stamp of npm run generate', () => {
  const project = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'generate-stamp-'))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    write('pages/docs/intro.mdx', '# Intro\n')
    write('openapi/session.yaml', 'openapi: 3.0.3\n')
    write('generated/navigation/redirects.json', '{}\n')
    write('pages/docs/rest/session/introduction.mdx', '# Session\n')
    write('node_modules/some-package/index.js', 'module.exports = 1\n')
    write('.next/cache/entry', 'x')
    return { root, write }
  }
  const env = { VNV_REST_FIXTURES: '1', HOME: '/root' }

  it('skips a run when nothing changed; a changed source, a deleted output or another environment runs it again', () => {
    const { root, write } = project()
    assert.equal(checkStamp(root, env).unchanged, false, 'no stamp yet')
    assert.ok(writeStamp(root, checkStamp(root, env).files, env))
    assert.equal(checkStamp(root, env).unchanged, true)
    // Dependencies, Next's build, the dev server's problem list and variables the generators do not read are not part of it.
    write('node_modules/some-package/index.js', 'module.exports = 2\n')
    write('.next/cache/entry', 'y')
    write('public/_dev/problems.json', '{"problems": []}\n')
    assert.equal(checkStamp(root, { ...env, HOME: '/home/writer' }).unchanged, true)

    assert.equal(checkStamp(root, { ...env, VNV_REST_FIXTURES: '0' }).unchanged, false)
    write('pages/docs/intro.mdx', '# Intro, edited\n')
    assert.equal(checkStamp(root, env).unchanged, false)
    writeStamp(root, checkStamp(root, env).files, env)
    rmSync(path.join(root, 'generated/navigation/redirects.json'))
    assert.equal(checkStamp(root, env).unchanged, false)
    assert.ok(existsSync(path.join(root, STAMP_FILE)))
    clearStamp(root)
    assert.ok(!existsSync(path.join(root, STAMP_FILE)))
  })

  it('keeps the build’s stamp apart, with out/ in it: a changed or deleted out/ builds again', () => {
    const { root, write } = project()
    write('out/index.html', '<h1>Home</h1>')
    const build = (): StampOptions => ({
      file: '.cache/build/stamp.json',
      extra: `out ${folderHash(path.join(root, 'out'))}`,
      writtenBy: 'a test'
    })
    assert.equal(checkStamp(root, env, build()).unchanged, false, 'no build yet')
    assert.ok(writeStamp(root, checkStamp(root, env, build()).files, env, build()))
    assert.equal(checkStamp(root, env, build()).unchanged, true)
    assert.equal(checkStamp(root, env).unchanged, false, 'the generators’ stamp is another file')
    write('out/index.html', '<h1>Home, edited by hand</h1>')
    assert.equal(checkStamp(root, env, build()).unchanged, false)
    writeStamp(root, checkStamp(root, env, build()).files, env, build())
    write('out/docs/index.html', '<h1>Docs</h1>')
    assert.equal(checkStamp(root, env, build()).unchanged, false, 'a file added to out/')
    writeStamp(root, checkStamp(root, env, build()).files, env, build())
    rmSync(path.join(root, 'out'), { recursive: true })
    assert.equal(checkStamp(root, env, build()).unchanged, false, 'out/ deleted')
    assert.equal(folderHash(path.join(root, 'out')), 'none')
  })

  it('npm run build:site checks before and records after the build: then nothing changed skips it, unless forced', () => {
    const { root, write } = project()
    const build = (html: string) => write('out/index.html', html)
    assert.equal(checkBuild(root, env), 'build', 'no build yet')
    build('<h1>Home</h1>')
    assert.equal(recordBuild(root, env), true)
    assert.equal(checkBuild(root, env), 'skip')
    assert.equal(checkBuild(root, env, true), 'build', '--force')
    assert.equal(recordBuild(root, env), true)
    assert.equal(checkBuild(root, env), 'skip')

    write('pages/docs/intro.mdx', '# Intro, edited\n')
    assert.equal(checkBuild(root, env), 'build')
    build('<h1>Home, rebuilt</h1>')
    write('pages/docs/intro.mdx', '# Intro, edited during the build\n')
    assert.equal(recordBuild(root, env), false, 'a source changed while it built')
    assert.equal(checkBuild(root, env), 'build')
  })

  it('hashes the project while a generator writes: a file listed but gone before it is read is left out', () => {
    const { root, write } = project()
    // A dangling link is listed by readdir and cannot be opened, as an atomic write's temporary file
    // renamed away between the listing and the read (a crash of npm run dev in CI).
    symlinkSync(path.join(root, 'generated/navigation/.gone'), path.join(root, 'generated/navigation/.redirects.json.new-1'))
    const files = projectFiles(root)
    assert.ok(files.has('generated/navigation/redirects.json'))
    assert.ok(!files.has('generated/navigation/.redirects.json.new-1'))
    assert.ok(writeStamp(root, files, env))
    assert.equal(checkStamp(root, env).unchanged, true)
    write('pages/docs/intro.mdx', '# Intro, edited\n')
    assert.equal(checkStamp(root, env).unchanged, false)
  })

  it('tells a start what changed since: which files, whether output or the environment did, which histories have a new commit', () => {
    const { root, write } = project()
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' })
    git('init', '-q')
    git('-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', 'commit', '-q', '--allow-empty', '-m', 'start')
    const commit = (message: string) => {
      git('add', '-A')
      git('-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', 'commit', '-q', '-m', message)
    }
    commit('first')
    assert.equal(checkStamp(root, env).changes, undefined, 'no stamp: nothing to compare with')
    assert.ok(writeStamp(root, checkStamp(root, env).files, env))
    assert.equal(checkStamp(root, env).changes, undefined, 'unchanged')

    write('pages/docs/intro.mdx', '# Intro, edited\n')
    write('pages/docs/new.mdx', '# New\n')
    assert.deepEqual(checkStamp(root, env).changes, {
      sources: ['pages/docs/intro.mdx', 'pages/docs/new.mdx'],
      output: false,
      environment: false,
      history: []
    })
    commit('a page edited, another added')
    assert.deepEqual(checkStamp(root, env).changes!.history, [['.']], "the repository's history is newer; the specs' is not")
    write('openapi/session.yaml', 'openapi: 3.0.4\n')
    commit('a spec edited')
    assert.deepEqual(checkStamp(root, env).changes!.history, [['openapi'], ['.']])

    assert.ok(writeStamp(root, checkStamp(root, env).files, env))
    write('generated/navigation/redirects.json', '{"edited": "by hand"}\n')
    assert.equal(checkStamp(root, env).changes!.output, true)
    assert.equal(checkStamp(root, { ...env, VNV_REST_FIXTURES: '0' }).changes!.environment, true)
    write(STAMP_FILE, '{"fingerprint": "a damaged stamp", "project": {"sources": null}}')
    assert.equal(checkStamp(root, env).changes, undefined, 'a damaged record reads as none: everything runs')
    write(STAMP_FILE, 'null')
    assert.equal(checkStamp(root, env).changes, undefined)
  })

  it('leaves no stamp when a source changed while the generators ran', () => {
    const { root, write } = project()
    const before = projectFiles(root)
    write('generated/navigation/redirects.json', '{"redirects": []}\n')
    write('pages/docs/rest/session/introduction.mdx', '# Session, regenerated\n')
    write('public/_markdown/llms.txt', 'llms\n')
    assert.equal(onlyOutputChanged(before, projectFiles(root)), true)
    write('pages/docs/intro.mdx', '# Intro, edited during the run\n')
    assert.equal(onlyOutputChanged(before, projectFiles(root)), false)
    assert.equal(writeStamp(root, before, env), false)
    assert.equal(checkStamp(root, env).unchanged, false)
  })
})

describe('which generators a start runs, from what changed since the last generation (generatorsToRun)', () => {
  const changes = (sources: string[], history: string[][] = []): ProjectChanges => ({ sources, output: false, environment: false, history })
  const toRun = (change: ProjectChanges | undefined) => generatorsToRun(GENERATORS, change).map((generator) => generator.name)
  const ALL = GENERATORS.map((generator) => generator.name)

  it('after a pull of a docs page: the docs index, page sources, navigation and the twins, not the REST reference or the blog', () => {
    assert.deepEqual(toRun(changes(['pages/docs/Tutorial/intro.mdx'])), [
      'docs tags and categories',
      'page sources',
      'navigation',
      'Markdown twins'
    ])
    assert.deepEqual(toRun(changes(['pages/docs/Tutorial/_meta.ts'])), [
      'docs tags and categories',
      'page sources',
      'navigation',
      'Markdown twins'
    ])
  })

  it('after a pull of a spec: the REST reference and every generator that reads its pages', () => {
    assert.deepEqual(toRun(changes(['openapi/session.yaml'], [['openapi'], ['.']])), [
      'REST reference',
      'docs tags and categories',
      'page sources',
      'navigation',
      'Markdown twins'
    ])
  })

  it('after a pull of a post: the blog lists and what reads them', () => {
    assert.deepEqual(toRun(changes(['pages/blog/welcome.mdx'])), ['blog lists', 'page sources', 'navigation', 'Markdown twins'])
  })

  it('after a commit alone: the generators that read its history, and their readers', () => {
    assert.deepEqual(toRun(changes([], [['.']])), ['page sources', 'Markdown twins'])
    assert.deepEqual(toRun(changes([], [['openapi'], ['.']])), [
      'REST reference',
      'docs tags and categories',
      'page sources',
      'navigation',
      'Markdown twins'
    ])
  })

  it('runs them all after a change of code, configuration or packages, of the environment or of generated output, or without a record', () => {
    assert.deepEqual(toRun(changes(['pages/docs/intro.mdx', 'theme/navbar/Navbar.tsx'])), ALL)
    assert.deepEqual(toRun(changes(['config/site.ts'])), ALL)
    assert.deepEqual(toRun(changes(['package-lock.json'])), ALL)
    assert.deepEqual(toRun(changes(['pages/_app.tsx'])), ALL)
    assert.deepEqual(toRun({ ...changes([]), environment: true }), ALL)
    assert.deepEqual(toRun({ ...changes([]), output: true }), ALL)
    assert.deepEqual(toRun(undefined), ALL)
    assert.equal(reasonToRunAll(changes(['theme/navbar/Navbar.tsx'])), 'theme/navbar/Navbar.tsx changed')
    assert.equal(reasonToRunAll(changes(['pages/docs/intro.mdx'])), null)
  })

  it("counts as a writer's content pages, _meta files, specs and taxonomies, not page components or generated pages", () => {
    for (const file of [
      'pages/docs/a.mdx',
      'pages/docs/b.md',
      'pages/docs/_meta.ts',
      'openapi/session/schemas/node.yaml',
      'content/tags.yml'
    ])
      assert.equal(isWritersContent(file), true, file)
    for (const file of ['pages/_app.tsx', 'pages/404.tsx', 'pages/docs/rest/session/introduction.mdx', 'config/site.ts', 'theme/index.tsx'])
      assert.equal(isWritersContent(file), false, file)
  })
})
