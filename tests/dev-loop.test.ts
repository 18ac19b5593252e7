/** npm run dev's loop (scripts/dev): with the real REST generator kept warm, its two lanes, its start and its stamp. */
import assert from 'node:assert/strict'
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { EventEmitter } from 'node:events'
import { after, before, describe, it } from 'node:test'
import { GENERATORS, generatorsFor, type Generator } from '../scripts/generators/table'
import { runGenerator, WarmGenerator, type RunResult } from '../scripts/generators/run'
import { RUN_END, splitAtRunEnd } from '../scripts/generators/run-end'
import { startWatchLoop, type WatchLoop } from '../scripts/dev/watch-loop'
import { whenFirstServed } from '../scripts/dev/first-page'
import { MissedRemovals, missingPagesFolder } from '../scripts/dev/missed-removal'
import { PauseWhileEditing } from '../scripts/dev/pause-while-editing'
import { AfterPageRebuild, compileEnded } from '../scripts/dev/after-page-rebuild'
import { isPageAt, LAST_PAGE_FILE, pageScriptRoute, readLastPage, recordLastPage } from '../scripts/dev/last-page.mjs'
import { WARM_UP_MODULE, warmUpRebuild } from '../scripts/dev/warm-rebuild'
import { unseenGeneratedFile } from '../scripts/dev/unseen-write'
import { touch } from '../scripts/dev/touch'
import { superviseServer } from '../scripts/dev/supervise'
import { stampRefresher } from '../scripts/dev/stamp-refresh'
import { settledWithin } from './helpers/settled'
import { checkStamp, projectFiles, writeStamp } from '../scripts/generators/stamp'

describe('the dev loop with the REST generator', { timeout: 120_000 }, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dev-loop-'))
  const spec = path.join(root, 'openapi', 'database.yaml')
  const page = path.join(root, 'pages', 'docs', 'rest', 'database', 'vnv-documentation.mdx')
  const runs: RunResult[] = []
  let loop: WatchLoop
  let warm: WarmGenerator
  let original: string

  const titled = (title: string) => original.replace(/^ {2}title: .*$/m, `  title: ${title}`)
  /** Waits until the loop has run `count` times in all and is idle. */
  const runsReach = async (count: number) => {
    const deadline = Date.now() + 30_000
    while (runs.length < count) {
      if (Date.now() > deadline) assert.fail(`expected ${count} runs, saw ${runs.length}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await loop.idle()
  }

  before(async () => {
    cpSync(path.resolve('openapi'), path.join(root, 'openapi'), { recursive: true })
    original = readFileSync(spec, 'utf8')
    const rest = GENERATORS.filter((generator) => generator.name === 'REST reference')
    // The REST reference reads the feed's values from the site configuration's output.
    const config = await runGenerator(
      GENERATORS.find((generator) => generator.name === 'site configuration')!,
      { cwd: root, echo: false }
    )
    assert.ok(config.ok, config.output)
    const first = await runGenerator(rest[0], { cwd: root, echo: false })
    assert.ok(first.ok, first.output)
    // As npm run dev runs it: kept loaded between runs.
    warm = new WarmGenerator(rest[0], { cwd: root, echo: false })
    loop = startWatchLoop({
      root,
      generators: rest,
      run: () => warm.run(),
      onChange: (file) => warm.noteChange(file),
      onRun: (_generator, result) => runs.push(result)
    })
    await loop.ready
    // chokidar reports ready before the OS watches are all live: an edit in the next instant can go unseen.
    await new Promise((resolve) => setTimeout(resolve, 500))
  })
  after(async () => {
    warm.close()
    await loop.close()
  })

  it('regenerates a spec edited three times in a row: in place, by rename and by copy', async () => {
    writeFileSync(spec, titled('First title'))
    await runsReach(1)
    assert.match(readFileSync(page, 'utf8'), /First title/)

    const temporary = path.join(root, 'database.yaml.swp')
    writeFileSync(temporary, titled('Second title'))
    renameSync(temporary, spec)
    await runsReach(2)
    assert.match(readFileSync(page, 'utf8'), /Second title/)

    const copy = path.join(root, 'copy.yaml')
    writeFileSync(copy, titled('Third title'))
    copyFileSync(copy, spec)
    await runsReach(3)
    assert.match(readFileSync(page, 'utf8'), /Third title/)
    assert.deepEqual(
      runs.map((run) => run.ok),
      [true, true, true]
    )
  })

  it('keeps the previous pages when the spec breaks, reporting file and JSON pointer, and recovers once fixed', async () => {
    const before = readFileSync(page, 'utf8')
    writeFileSync(spec, original.replace(/^ {2}title: .*$/m, '  title: 42'))
    await runsReach(4)
    const broken = runs[3]
    assert.equal(broken.ok, false)
    assert.match(broken.output, /openapi\/database\.yaml at #\/info\/title: .*must be string/)
    assert.doesNotMatch(broken.output, /\n\s+at /, 'no stack trace')
    assert.equal(readFileSync(page, 'utf8'), before)

    writeFileSync(spec, titled('Fixed title'))
    await runsReach(5)
    assert.equal(runs[4].ok, true)
    assert.match(readFileSync(page, 'utf8'), /Fixed title/)
  })
})

describe('a warm generator (WarmGenerator)', { timeout: 60_000 }, () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dev-warm-'))
  const data = path.join(root, 'data.mts')
  // Counts its runs in the module and prints the value of a module it imports.
  writeFileSync(
    path.join(root, 'counter.mts'),
    [
      "import { value } from './data.mts'",
      'let runs = 0',
      'export async function main() {',
      '  runs++',
      '  console.log(`run ${runs}: ${value}`)',
      '}',
      'export const failureMessage = (error: unknown) => String(error)'
    ].join('\n')
  )
  writeFileSync(data, "export const value = 'first'\n")
  const generator: Generator = { name: 'counter', script: path.join(root, 'counter.mts'), sources: [], warm: { restartOn: /^data\.mts$/ } }
  const warm = new WarmGenerator(generator, { cwd: root, echo: false })
  after(() => warm.close())

  it('keeps its module between runs, and loads it afresh once a file matching restartOn has changed', async () => {
    assert.equal((await warm.run()).output, 'run 1: first')
    writeFileSync(data, "export const value = 'second'\n")
    // A change it does not restart on: same worker, same module.
    warm.noteChange('pages/docs/intro.mdx')
    assert.equal((await warm.run()).output, 'run 2: first')
    warm.noteChange('data.mts')
    assert.equal((await warm.run()).output, 'run 1: second')
    assert.equal((await warm.run()).output, 'run 2: second')
  })

  it('returns all that a run printed on stdout and stderr, however late its last chunks arrive', async () => {
    // Output well past a pipe's buffer arrives in many chunks, some after the worker reports it is done.
    writeFileSync(
      path.join(root, 'loud.mts'),
      [
        "const line = 'x'.repeat(1023)",
        'export async function main() {',
        '  for (let i = 0; i < 256; i++) console.log(line)',
        '  console.error("the end")',
        '}',
        'export const failureMessage = (error: unknown) => String(error)'
      ].join('\n')
    )
    const loud = new WarmGenerator(
      { name: 'loud', script: path.join(root, 'loud.mts'), sources: [], warm: { restartOn: /^$/ } },
      { cwd: root, echo: false }
    )
    try {
      for (let run = 1; run <= 5; run++) {
        const { ok, output } = await loud.run()
        assert.equal(ok, true)
        assert.equal(output.split('\n').filter((line) => line === 'x'.repeat(1023)).length, 256, `run ${run}`)
        assert.match(output, /^the end$/m, `run ${run}`)
      }
    } finally {
      loud.close()
    }
  })

  it('finds the end line when it arrives split across chunks, and never shows a part of it', () => {
    const first = splitAtRunEnd(`done\n${RUN_END.slice(0, 5)}`)
    assert.deepEqual(first, { output: 'done\n', ended: false, held: RUN_END.slice(0, 5) })
    assert.deepEqual(splitAtRunEnd(first.held + RUN_END.slice(5)), { output: '', ended: true, held: '' })
    assert.deepEqual(splitAtRunEnd('a\u0000b'), { output: 'a\u0000b', ended: false, held: '' })
  })

  it('the page readers load afresh on any change outside pages/ (a _meta file imports generated/rest/sidebar.ts), not on a page edit', () => {
    for (const name of ['docs tags and categories', 'navigation', 'page sources']) {
      const { restartOn } = GENERATORS.find((g) => g.name === name)!.warm!
      for (const file of ['generated/rest/sidebar.ts', 'config/site.ts', 'content/doc-categories.ts'])
        assert.ok(restartOn.test(file), `${name}: ${file}`)
      for (const file of ['pages/docs/Tutorial/_meta.ts', 'pages/docs/Tutorial/intro.mdx'])
        assert.ok(!restartOn.test(file), `${name}: ${file}`)
    }
  })
})

describe('the page a writer has open, as the site server records it (last-page.mjs)', () => {
  it('reads back the route recorded, decoded, and nothing from a missing or damaged record', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'last-page-'))
    assert.equal(readLastPage(root), undefined)
    recordLastPage(root, '/docs/Old%20name/page/')
    assert.equal(readLastPage(root), '/docs/Old name/page/')
    writeFileSync(path.join(root, LAST_PAGE_FILE), '{"route":')
    assert.equal(readLastPage(root), undefined)
    writeFileSync(path.join(root, LAST_PAGE_FILE), '{"route":"docs/intro/"}')
    assert.equal(readLastPage(root), undefined, 'a route is a path from the site root')
  })
})

describe("the page a writer has open: its file, as Next's pages router maps files to routes (isPageAt)", () => {
  it('maps a page, a folder index and the home page to their routes, with or without a trailing slash', () => {
    assert.equal(isPageAt('pages/docs/Tutorial/intro.mdx', '/docs/Tutorial/intro/'), true)
    assert.equal(isPageAt('pages/docs/Tutorial/intro.mdx', '/docs/Tutorial/intro'), true)
    assert.equal(isPageAt('pages/docs/index.mdx', '/docs/'), true)
    assert.equal(isPageAt('pages/index.mdx', '/'), true)
    assert.equal(isPageAt('pages/docs/Old name/page.md', '/docs/Old name/page/'), true)
  })

  it('tells apart pages whose routes share a beginning, and letter case', () => {
    assert.equal(isPageAt('pages/docs/Tutorial/intro.mdx', '/docs/Tutorial/'), false)
    assert.equal(isPageAt('pages/docs/Tutorial/intro.mdx', '/docs/Tutorial/intro-2/'), false)
    assert.equal(isPageAt('pages/docs/Tutorial/intro.mdx', '/docs/tutorial/intro/'), false)
    assert.equal(isPageAt('pages/docs/index.mdx', '/'), false)
  })
})

describe("a page a writer moves to through a link: Next's development client loads its script (pageScriptRoute)", () => {
  it('reads the route from the script path as Next names it: the home page is /index, a route under /index gets another', () => {
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/docs/Tutorial/intro.js'), '/docs/Tutorial/intro')
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/docs.js'), '/docs')
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/index.js'), '/')
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/index/index.js'), '/index')
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/index/guide.js'), '/guide')
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/docs/Old%20name/page.js'), '/docs/Old%20name/page')
  })

  it("is no move for the scripts every page loads, Next's error pages or any other request", () => {
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/_app.js'), undefined)
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/_error.js'), undefined)
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/404.js'), undefined)
    assert.equal(pageScriptRoute('/_next/static/chunks/webpack.js'), undefined)
    assert.equal(pageScriptRoute('/_next/static/chunks/pages/docs/intro.js.map'), undefined)
    assert.equal(pageScriptRoute('/docs/Tutorial/intro/'), undefined)
  })

  it('maps to the file of the page moved to, as isPageAt reads the record', () => {
    const route = pageScriptRoute('/_next/static/chunks/pages/docs/Tutorial/intro.js')!
    assert.equal(isPageAt('pages/docs/Tutorial/intro.mdx', route), true)
    assert.equal(isPageAt('pages/docs/Tutorial/index.mdx', pageScriptRoute('/_next/static/chunks/pages/docs/Tutorial.js')!), true)
  })
})

describe('the dev loop reports what happened to each watched file', () => {
  it('a page added, saved in place, saved by rename and removed: add, change, change, unlink', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dev-changes-'))
    mkdirSync(path.join(root, 'pages'))
    const seen: string[] = []
    const loop = startWatchLoop({
      root,
      generators: [{ name: 'navigation', script: 'navigation.ts', sources: ['pages'] }],
      run: async () => ({ ok: true, output: '' }),
      onChange: (file, change) => seen.push(`${change} ${file}`)
    })
    await loop.ready
    const page = path.join(root, 'pages', 'intro.mdx')
    const seenReach = async (count: number) => {
      const deadline = Date.now() + 10_000
      while (seen.length < count) {
        if (Date.now() > deadline) assert.fail(`expected ${count} changes, saw ${JSON.stringify(seen)}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      // Let any further event of the same save arrive before the next one.
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    writeFileSync(page, '# One\n')
    await seenReach(1)
    writeFileSync(page, '# Two\n')
    await seenReach(2)
    const saved = path.join(root, 'pages', '.intro.mdx.swp')
    writeFileSync(saved, '# Three\n')
    renameSync(saved, page)
    await seenReach(3)
    rmSync(page)
    await seenReach(4)
    await loop.close()
    assert.deepEqual(seen, ['add pages/intro.mdx', 'change pages/intro.mdx', 'change pages/intro.mdx', 'unlink pages/intro.mdx'])
  })
})

describe('the dev loop’s two lanes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dev-lanes-'))
  const foreground: Generator = { name: 'navigation', script: 'navigation.ts', sources: [] }
  const background: Generator = { name: 'Markdown twins', script: 'twins.ts', sources: [], background: true }

  /** A loop whose runs only log, and wait while their generator is held. */
  function loopWithHeldRuns() {
    const log: string[] = []
    const held = new Map<Generator, () => void>()
    const hold = (generator: Generator) => new Promise<void>((resolve) => held.set(generator, resolve))
    const holding = new Set<Generator>()
    const loop = startWatchLoop({
      root,
      generators: [foreground, background],
      settleMs: 10,
      run: async (generator, changed) => {
        log.push(`start ${generator.name} (${changed})`)
        if (holding.has(generator)) await hold(generator)
        log.push(`end ${generator.name}`)
        return { ok: true, output: '' }
      }
    })
    const until = async (entry: string) => {
      const deadline = Date.now() + 5_000
      while (!log.includes(entry)) {
        if (Date.now() > deadline) assert.fail(`never saw "${entry}" in ${JSON.stringify(log)}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    const release = (generator: Generator) => {
      holding.delete(generator)
      held.get(generator)?.()
    }
    return { loop, log, until, holding, release }
  }

  it('runs a foreground generator at once while a background one is still running', async () => {
    const { loop, log, until, holding, release } = loopWithHeldRuns()
    holding.add(background)
    loop.queue(background, 'a page')
    await until('start Markdown twins (a page)')
    loop.queue(foreground, 'pages/docs/_meta.ts')
    await until('end navigation')
    assert.deepEqual(log, ['start Markdown twins (a page)', 'start navigation (pages/docs/_meta.ts)', 'end navigation'])
    release(background)
    await loop.idle()
    assert.equal(log.at(-1), 'end Markdown twins')
    await loop.close()
  })

  it('keeps running after a run or its report throws: the next change runs the generator again', async () => {
    const runs: string[] = []
    const errors: unknown[][] = []
    const consoleError = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    const loop = startWatchLoop({
      root,
      generators: [foreground, background],
      settleMs: 10,
      run: async (generator, changed) => {
        runs.push(`${generator.name} (${changed})`)
        if (changed === 'a broken run') throw new Error('worker ended')
        return { ok: true, output: '' }
      },
      onRun: (generator, _result, changed) => {
        if (changed === 'a broken report') throw new Error('ENOENT: no such file')
      }
    })
    try {
      loop.queue(background, 'a broken report')
      await loop.idle()
      loop.queue(foreground, 'a broken run')
      await loop.idle()
      loop.queue(background, 'pages/docs/intro.mdx')
      loop.queue(foreground, 'pages/docs/intro.mdx')
      await loop.idle()
    } finally {
      console.error = consoleError
      await loop.close()
    }
    assert.deepEqual(runs, [
      'Markdown twins (a broken report)',
      'navigation (a broken run)',
      'navigation (pages/docs/intro.mdx)',
      'Markdown twins (pages/docs/intro.mdx)'
    ])
    assert.deepEqual(
      errors.map(([message]) => message),
      [
        'dev: Markdown twins after a change of a broken report stopped on an error; the next change runs it again',
        'dev: navigation after a change of a broken run stopped on an error; the next change runs it again'
      ]
    )
  })

  it('starts a background generator only once the foreground lane is quiet', async () => {
    const { loop, log, until, holding, release } = loopWithHeldRuns()
    holding.add(foreground)
    loop.queue(foreground, 'pages/docs/intro.mdx')
    loop.queue(background, 'pages/docs/intro.mdx')
    await until('start navigation (pages/docs/intro.mdx)')
    await new Promise((resolve) => setTimeout(resolve, 100))
    assert.deepEqual(log, ['start navigation (pages/docs/intro.mdx)'])
    release(foreground)
    await loop.idle()
    assert.deepEqual(log, [
      'start navigation (pages/docs/intro.mdx)',
      'end navigation',
      'start Markdown twins (pages/docs/intro.mdx)',
      'end Markdown twins'
    ])
    await loop.close()
  })
})

describe('the dev site server under npm run dev (superviseServer)', () => {
  it('restarts the server, which exits with code 0 on SIGTERM, without ending the runner, and ends the runner with the server’s code when it ends by itself', async () => {
    // Like the site server: SIGTERM ends it with code 0; SIGUSR2 stands for a crash with code 3.
    const script =
      "process.on('SIGTERM', () => process.exit(0)); process.on('SIGUSR2', () => process.exit(3)); process.send('up'); setInterval(() => {}, 1000)"
    const started: ChildProcess[] = []
    const up: Promise<void>[] = []
    const ended: number[] = []
    const server = superviseServer(
      () => {
        const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] })
        started.push(child)
        up.push(new Promise((resolve) => child.once('message', () => resolve())))
        return child
      },
      (code) => ended.push(code)
    )
    await up[0]
    server.restart()
    await new Promise((resolve) => started[0].once('exit', resolve))
    await up[1]
    assert.equal(started.length, 2)
    assert.equal(server.process, started[1])
    assert.deepEqual(ended, [])
    started[1].kill('SIGUSR2')
    await new Promise((resolve) => started[1].once('exit', resolve))
    assert.deepEqual(ended, [3])
    assert.equal(started.length, 2)
  })
})

describe("npm run dev's start: background work waits for the first page served (whenFirstServed)", () => {
  it("resolves on the site server's message that it served a page, not on other messages", async () => {
    const server = new EventEmitter()
    const first = whenFirstServed(server, 60_000)
    server.emit('message', { up: true })
    assert.equal(await settledWithin(first, 50), false, 'listening is not serving')
    server.emit('message', { served: true })
    assert.equal(await settledWithin(first, 50), true)
    assert.equal(server.listenerCount('message') + server.listenerCount('exit'), 0, 'it stops listening')
  })

  it('resolves after the timeout when no page is opened, and when the server exits', async () => {
    assert.equal(await settledWithin(whenFirstServed(new EventEmitter(), 10), 50), true)
    const server = new EventEmitter()
    const first = whenFirstServed(server, 60_000)
    server.emit('exit', 1)
    assert.equal(await settledWithin(first, 50), true)
  })
})

describe('the generation stamp follows the project while npm run dev runs', () => {
  const generators: Generator[] = [{ name: 'REST reference', script: 'rest.ts', sources: ['openapi'] }]

  /** A project with a watched source, its generated output and a file no generator watches; stamped as generated. */
  function project() {
    const root = mkdtempSync(path.join(tmpdir(), 'dev-stamp-'))
    for (const [file, text] of [
      ['openapi/shop.yaml', 'title: Shop'],
      ['generated/rest/shop.json', '{"title":"Shop"}'],
      ['theme/Layout.tsx', 'export {}']
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    const stamped = projectFiles(root)
    assert.ok(writeStamp(root, stamped))
    let changes = 0
    const loop = { idle: async () => {}, changes: () => changes }
    let complete = true
    const refresh = stampRefresher({ root, generators, loop, stamped, complete: () => complete, quietMs: 20 })
    const edit = (file: string, text: string) => writeFileSync(path.join(root, file), text)
    return {
      root,
      refresh,
      edit,
      seeChange: () => changes++,
      fail: () => (complete = false),
      stampHolds: () => checkStamp(root).unchanged
    }
  }

  it('stamps again once an edited source has been generated, so the next start skips generation', async () => {
    const { refresh, edit, stampHolds } = project()
    edit('openapi/shop.yaml', 'title: Shop 2')
    edit('generated/rest/shop.json', '{"title":"Shop 2"}')
    assert.equal(stampHolds(), false, 'the edit alone leaves the stamp behind')
    await refresh()
    assert.equal(stampHolds(), true)
  })

  it('leaves the stamp behind after a change no generator watches (theme or generator code): the next start generates', async () => {
    const { refresh, edit, stampHolds } = project()
    edit('theme/Layout.tsx', 'export const x = 1')
    edit('openapi/shop.yaml', 'title: Shop 2')
    await refresh()
    assert.equal(stampHolds(), false)
  })

  it('does not stamp while a generator has failed or the start is incomplete', async () => {
    const { refresh, edit, fail, stampHolds } = project()
    edit('openapi/shop.yaml', 'title: Shop 2')
    fail()
    await refresh()
    assert.equal(stampHolds(), false)
  })

  it('does not stamp when a change arrives while it waits for quiet, and stamps once that change has run', async () => {
    const { refresh, edit, seeChange, stampHolds } = project()
    edit('openapi/shop.yaml', 'title: Shop 2')
    const first = refresh()
    // Within the 20 ms of quiet the refresher waits for.
    await new Promise((resolve) => setTimeout(resolve, 5))
    seeChange()
    await first
    assert.equal(stampHolds(), false, 'a change the loop has not run yet')
    await refresh()
    assert.equal(stampHolds(), true)
  })
})

describe('a removed folder of pages that Next goes on reading', () => {
  const pages = '/site/pages'
  const line = (folder: string) => `[Error: ENOENT: no such file or directory, scandir '${folder}'] {`

  it("finds the folder in Next's error, only under pages/", () => {
    assert.equal(missingPagesFolder(line('/site/pages/docs/Tutorial/old'), pages), '/site/pages/docs/Tutorial/old')
    assert.equal(missingPagesFolder(` ⨯ ${line('/site/pages/docs/Tutorial/old')}`, pages), '/site/pages/docs/Tutorial/old')
    assert.equal(missingPagesFolder(line('/site/public/_markdown/old'), pages), undefined)
    assert.equal(missingPagesFolder(line('/site/pages-old/x'), pages), undefined)
    assert.equal(missingPagesFolder(line('/site/pages'), pages), undefined)
    assert.equal(missingPagesFolder("[Error: ENOENT: no such file or directory, open '/site/pages/docs/x.mdx']", pages), undefined)
    assert.equal(missingPagesFolder(' ✓ Compiled in 643ms (653 modules)', pages), undefined)
  })

  /** MissedRemovals with a 2 s grace, on a clock and a set of folders that exist, both the test's. */
  const watched = () => {
    const world = { now: 1_000, present: new Set<string>() }
    const missed = new MissedRemovals(
      2000,
      (folder) => world.present.has(folder),
      () => world.now
    )
    return { world, missed }
  }

  it('asks for a restart once the same folder has been reported missing for the grace time, not for one report', () => {
    const { world, missed } = watched()
    assert.equal(missed.reported('/site/pages/a'), false, 'a folder removed during one compile')
    world.now += 1500
    assert.equal(missed.reported('/site/pages/a'), false)
    assert.equal(missed.reported('/site/pages/b'), false, 'each folder has its own time')
    world.now += 500
    assert.equal(missed.reported('/site/pages/a'), true, 'still read 2 s after the first report')
    assert.equal(missed.reported('/site/pages/b'), false)
  })

  it('does not ask for a restart when the folder is there again', () => {
    const { world, missed } = watched()
    missed.reported('/site/pages/a')
    world.present.add('/site/pages/a')
    world.now += 5000
    assert.equal(missed.reported('/site/pages/a'), false, 'written again: the report was a moment between two saves')
    world.present.delete('/site/pages/a')
    assert.equal(missed.reported('/site/pages/a'), false, 'gone again: its time starts afresh')
  })
})

describe("the background generators' processes wait while a writer edits (PauseWhileEditing)", () => {
  /** A process that prints a line every 10 ms: whether it runs shows in its output. */
  const ticker = () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => console.log("tick"), 10)'], { stdio: ['ignore', 'pipe', 'ignore'] })
    children.push(child)
    return child
  }
  const children: ChildProcess[] = []
  after(() => {
    for (const child of children) child.kill('SIGKILL')
  })
  const printing = async () => {
    const child = ticker()
    await new Promise((resolve) => child.stdout!.once('data', resolve))
    return child
  }
  /** Whether `child` prints anything within `ms`. */
  const printsWithin = (child: ChildProcess, ms: number) =>
    settledWithin(new Promise<void>((resolve) => child.stdout!.once('data', () => resolve())), ms)
  /** Lets what a process printed before it was stopped leave the pipe. */
  const drained = () => new Promise((resolve) => setTimeout(resolve, 100))
  /** A printing process, tracked, and a change seen just now. */
  const changeSeen = async (quietMs: number) => {
    const editing = new PauseWhileEditing(quietMs)
    const running = await printing()
    editing.track(running)
    editing.edited()
    return { editing, running }
  }

  it('a change stops them until a quiet spell has passed; one started meanwhile waits from its start', async () => {
    const { editing, running } = await changeSeen(700)
    await drained()
    assert.equal(await printsWithin(running, 250), false, 'stopped after a change')
    const later = ticker()
    editing.track(later)
    assert.equal(await printsWithin(later, 250), false, 'a process started during the spell waits')
    assert.equal(await printsWithin(running, 1500), true, 'goes on once the spell has passed')
    assert.equal(await printsWithin(later, 1500), true)
    assert.equal(editing.paused, false)
  })

  it('each change starts the quiet spell again', async () => {
    const { editing, running } = await changeSeen(500)
    await new Promise((resolve) => setTimeout(resolve, 350))
    editing.edited()
    await drained()
    assert.equal(await printsWithin(running, 250), false, 'still stopped past the first spell')
    assert.equal(await printsWithin(running, 1500), true)
  })

  it('they go on at once when npm run dev ends, so none stays behind stopped', async () => {
    const { editing, running } = await changeSeen(60_000)
    await drained()
    assert.equal(await printsWithin(running, 200), false)
    editing.resume()
    assert.equal(await printsWithin(running, 1500), true)
  })

  it('signals only the processes still running', async () => {
    const signals: string[] = []
    const editing = new PauseWhileEditing(60_000, (pid, signal) => signals.push(`${signal} ${pid}`))
    const ended = await printing()
    const running = await printing()
    editing.track(ended)
    editing.track(running)
    ended.kill()
    await new Promise((resolve) => ended.once('exit', resolve))
    editing.edited()
    editing.edited()
    editing.resume()
    assert.deepEqual(signals, [`SIGSTOP ${running.pid}`, `SIGCONT ${running.pid}`])
  })
})

describe("after a page's edit, the generators wait for Next's rebuild of it (AfterPageRebuild)", () => {
  it("an edit of a page's MDX holds them until Next's rebuild ends", async () => {
    const rebuild = new AfterPageRebuild(() => true, 60_000)
    rebuild.changed('pages/docs/Tutorial/intro.mdx', 'change')
    const ready = rebuild.ready()
    assert.equal(await settledWithin(ready, 50), false, 'the generators wait while Next rebuilds')
    rebuild.release()
    assert.equal(await settledWithin(ready, 50), true)
    assert.equal(await settledWithin(rebuild.ready(), 50), true, 'nothing waits once the rebuild has ended')
  })

  it('holds them at most maxMs, for a page no browser shows, which Next does not rebuild', async () => {
    const rebuild = new AfterPageRebuild(() => true, 100)
    rebuild.changed('pages/blog/first-post.md', 'change')
    assert.equal(await settledWithin(rebuild.ready(), 20), false)
    assert.equal(await settledWithin(rebuild.ready(), 300), true)
  })

  it('never holds them for a file Next does not compile as a page: a _meta file, a spec, a taxonomy', async () => {
    const rebuild = new AfterPageRebuild(() => true, 60_000)
    for (const file of ['pages/docs/Tutorial/_meta.ts', 'openapi/database.yaml', 'content/doc-tags.ts', 'config/site.ts'])
      rebuild.changed(file, 'change')
    assert.equal(await settledWithin(rebuild.ready(), 50), true)
  })

  it('holds them only for the page the writer has open: Next rebuilds no other', async () => {
    const rebuild = new AfterPageRebuild((file) => isPageAt(file, '/blog/'), 60_000)
    rebuild.changed('pages/blog/first-post.mdx', 'change')
    assert.equal(await settledWithin(rebuild.ready(), 50), true, 'a post edited while its blog list is open')
    rebuild.changed('pages/blog/index.mdx', 'change')
    assert.equal(await settledWithin(rebuild.ready(), 50), false, 'the blog list itself')
  })

  it('never holds them for a page added or removed: its sidebar link is what the writer waits for', async () => {
    const rebuild = new AfterPageRebuild(() => true, 60_000)
    rebuild.changed('pages/docs/Tutorial/new-page.mdx', 'add')
    rebuild.changed('pages/docs/Tutorial/old-page.mdx', 'unlink')
    assert.equal(await settledWithin(rebuild.ready(), 50), true)
  })

  it("reads the end of a compile in Next's output, coloured on a terminal or not", () => {
    const coloured = (symbol: string, colour: number) => ` \x1b[${colour}m\x1b[1m${symbol}\x1b[22m\x1b[39m`
    for (const line of [
      ' ✓ Compiled in 921ms (653 modules)',
      `${coloured('✓', 32)} Compiled in 415ms (653 modules)`,
      ' ✓ Compiled /docs/Tutorial/intro in 6.1s (653 modules)',
      `${coloured('⨯', 31)} ./pages/docs/Tutorial/intro.mdx`,
      `${coloured('⚠', 33)} ./pages/docs/Tutorial/intro.mdx`
    ])
      assert.equal(compileEnded(line), true, line)
    for (const line of [' ○ Compiling /docs/Tutorial/intro ...', ' GET /docs/Tutorial/intro/ 200 in 305ms', 'dev: running navigation'])
      assert.equal(compileEnded(line), false, line)
  })
})

describe("npm run dev's start: Next rebuilds once before the writer's first edit", () => {
  it('touches a generated module every page imports, its content unchanged, and runs no generator for it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'warm-rebuild-'))
    const snapshot = path.join(root, WARM_UP_MODULE)
    mkdirSync(path.dirname(snapshot), { recursive: true })
    writeFileSync(snapshot, 'export const siteConfig = {}\n')
    const longAgo = new Date('2020-01-01T00:00:00Z')
    utimesSync(snapshot, longAgo, longAgo)
    warmUpRebuild(root)
    assert.ok(statSync(snapshot).mtimeMs > Date.now() - 60_000, 'a new modification time: Next sees a change')
    assert.equal(readFileSync(snapshot, 'utf8'), 'export const siteConfig = {}\n')
    assert.deepEqual(generatorsFor(WARM_UP_MODULE.split(path.sep).join('/')), [])
  })

  it('does nothing when the start could not generate the snapshot', () => {
    assert.doesNotThrow(() => warmUpRebuild(mkdtempSync(path.join(tmpdir(), 'warm-rebuild-'))))
  })
})

describe('a generated file Next says it cannot find, though it is there', () => {
  const generated = '/site/generated'
  const record = '/site/generated/page-source/pages/docs/Tutorial/new/first.json'
  const line = (file: string) => `Module not found: Can't resolve '${file}'`
  const written = (file: string) => file === record

  it("finds the file in Next's line, coloured on a terminal or not, once it exists under generated/", () => {
    assert.equal(unseenGeneratedFile(line(record), generated, written), record)
    assert.equal(unseenGeneratedFile(`Module not found: Can't resolve '\x1b[32m${record}\x1b[39m'`, generated, written), record)
    assert.equal(
      unseenGeneratedFile(line(record), generated, () => false),
      undefined,
      'not written yet: the watcher sees it come'
    )
    assert.equal(
      unseenGeneratedFile(line('/site/pages/docs/x.mdx'), generated, () => true),
      undefined
    )
    assert.equal(
      unseenGeneratedFile(line('/site/generated-old/x.json'), generated, () => true),
      undefined
    )
    assert.equal(
      unseenGeneratedFile(line('react-live'), generated, () => true),
      undefined,
      'a package'
    )
    assert.equal(
      unseenGeneratedFile(' ✓ Compiled in 643ms (653 modules)', generated, () => true),
      undefined
    )
  })

  it('is touched: a new modification time, the same content; a file that is not there is left so', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'touch-')), 'first.json')
    writeFileSync(file, '{}\n')
    const longAgo = new Date('2020-01-01T00:00:00Z')
    utimesSync(file, longAgo, longAgo)
    assert.equal(touch(file), true)
    assert.ok(statSync(file).mtimeMs > Date.now() - 60_000)
    assert.equal(readFileSync(file, 'utf8'), '{}\n')
    assert.equal(touch(`${file}.missing`), false)
  })
})
