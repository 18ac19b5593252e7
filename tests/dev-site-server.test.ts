/**
 * npm run dev's site server (scripts/dev/site-server.mjs): its options, and the old and folder URLs it
 * answers as the export's stub pages do (scripts/postbuild/redirects.ts), letter case included.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DEFAULT_BASE_PATH } from '../config/base-path.mjs'
import { DevOptionsError, devServerOptions } from '../scripts/dev/options'
import { redirectLocation } from '../scripts/dev/redirect-location.mjs'
import { redirectRoutes } from '../scripts/postbuild/redirects'
import { settledWithin } from './helpers/settled'

const BASE = '/vnv-documentation'
const table = new Map(
  redirectRoutes([
    { from: '/docs/REST/overview', to: '/docs/rest/overview/' },
    { from: '/docs/intro', to: '/docs/Tutorial/intro/' },
    { from: '/docs/Old name/', to: '/docs/new-name/' }
  ])
)

describe('the dev site answers old and folder URLs as the stub pages do (redirectLocation)', () => {
  it('answers an old URL with or without its trailing slash, and keeps the query', () => {
    assert.equal(redirectLocation(`${BASE}/docs/intro`, BASE, table), `${BASE}/docs/Tutorial/intro/`)
    assert.equal(redirectLocation(`${BASE}/docs/intro/`, BASE, table), `${BASE}/docs/Tutorial/intro/`)
    assert.equal(redirectLocation(`${BASE}/docs/intro/?from=mail#part`, BASE, table), `${BASE}/docs/Tutorial/intro/?from=mail`)
  })

  it('tells apart paths that differ only in letter case: the old URL moves, its target does not', () => {
    assert.equal(redirectLocation(`${BASE}/docs/REST/overview/`, BASE, table), `${BASE}/docs/rest/overview/`)
    assert.equal(redirectLocation(`${BASE}/docs/rest/overview/`, BASE, table), undefined)
    assert.equal(redirectLocation(`${BASE}/docs/Intro/`, BASE, table), undefined)
  })

  it('matches an encoded request to its stub folder, and leaves a path no folder can have alone', () => {
    assert.equal(redirectLocation(`${BASE}/docs/Old%20name/`, BASE, table), `${BASE}/docs/new-name/`)
    assert.equal(redirectLocation(`${BASE}/docs/%E0%A4%A/`, BASE, table), undefined)
  })

  it('answers only under the base path, or at the domain root without one', () => {
    assert.equal(redirectLocation('/docs/intro/', BASE, table), undefined)
    assert.equal(redirectLocation(`${BASE}-old/docs/intro/`, BASE, table), undefined)
    assert.equal(redirectLocation('/docs/intro/', '', table), '/docs/Tutorial/intro/')
  })
})

describe('npm run dev -- options (devServerOptions)', () => {
  it('takes the port and host name as next dev did, long or short, with PORT as the default port', () => {
    assert.deepEqual(devServerOptions([]), { port: 3000 })
    assert.deepEqual(devServerOptions(['--port', '3201', '--hostname', '127.0.0.1']), { port: 3201, hostname: '127.0.0.1' })
    assert.deepEqual(devServerOptions(['-p', '4000', '-H', '::1']), { port: 4000, hostname: '::1' })
    assert.deepEqual(devServerOptions(['--port=5000']), { port: 5000 })
    assert.deepEqual(devServerOptions([], { PORT: '3999' }), { port: 3999 })
    assert.deepEqual(devServerOptions(['-p', '4001'], { PORT: '3999' }), { port: 4001 })
  })

  it('lists every problem at once', () => {
    assert.throws(
      () => devServerOptions(['--turbo', 'docs', '--port', '70000', '--hostname']),
      (error: unknown) => {
        assert.ok(error instanceof DevOptionsError)
        assert.deepEqual(error.problems, [
          '--turbo is not an option',
          '"docs" is not an option',
          'port "70000" is not a number from 1 to 65535',
          '--hostname needs a value'
        ])
        return true
      }
    )
  })
})

const SERVER = path.resolve('scripts/dev/site-server.mjs')

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/**
 * The site server on a small Next project of `files` (relative path → content): the server's own
 * behaviour is under test, not the site's pages. Resolves once it says where the site is.
 */
async function startSiteServer(files: Record<string, string>) {
  const project = mkdtempSync(path.join(tmpdir(), 'site-server-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), content)
  }
  writeFileSync(path.join(project, 'next.config.mjs'), `export default { basePath: '${DEFAULT_BASE_PATH}' }\n`)
  symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'))
  const port = await freePort()
  const server = spawn(process.execPath, [SERVER, '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: project,
    env: { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc']
  })
  const state = { output: '', messages: [] as unknown[] }
  server.stdout!.on('data', (chunk) => (state.output += chunk))
  server.stderr!.on('data', (chunk) => (state.output += chunk))
  server.on('message', (message) => state.messages.push(message))
  await new Promise<void>((resolve) => server.once('message', () => resolve()))
  await until(() => state.output.includes('the site is at'), 30_000)
  return {
    project,
    server,
    state,
    site: `http://127.0.0.1:${port}${DEFAULT_BASE_PATH}`,
    stop: () => {
      server.kill()
      rmSync(project, { recursive: true, force: true })
    }
  }
}

/** Waits until `condition` holds, or `ms` have passed. */
async function until(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
}

const PAGE = 'export default function Page() { return null }\n'

describe('the dev site server (site-server.mjs)', { timeout: 60_000 }, () => {
  let started: Awaited<ReturnType<typeof startSiteServer>>
  let origin: string

  before(async () => {
    started = await startSiteServer({ 'pages/index.js': PAGE })
    origin = started.site.slice(0, -DEFAULT_BASE_PATH.length)
  })
  after(() => started.stop())

  it('says where the site is, under its base path', () => {
    assert.match(started.state.output, new RegExp(`dev: the site is at http://127\\.0\\.0\\.1:\\d+${DEFAULT_BASE_PATH}/`))
  })

  it('holds requests until the runner sends the redirects, then answers an old URL with a temporary redirect', async () => {
    const answer = fetch(`${origin}${DEFAULT_BASE_PATH}/docs/REST/overview?tab=2`, { redirect: 'manual' })
    assert.equal(await settledWithin(answer, 500), false, 'no answer before the generated sources are written')
    started.server.send({ redirects: [...table] })
    const response = await answer
    assert.equal(response.status, 307)
    assert.equal(response.headers.get('location'), `${DEFAULT_BASE_PATH}/docs/rest/overview/?tab=2`)
  })

  it('answers a redirect added later without a restart', async () => {
    const moved = `${DEFAULT_BASE_PATH}/docs/new-folder/`
    started.server.send({ redirects: [...table, ['/docs/new-folder/', '/docs/new-folder/first/']] })
    // The message and the request travel apart; without the wait, the request could overtake it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const response = await fetch(`${origin}${moved}`, { redirect: 'manual' })
    assert.equal(response.status, 307)
    assert.equal(response.headers.get('location'), `${DEFAULT_BASE_PATH}/docs/new-folder/first/`)
  })

  it('says once, after Next answered its first page, that it served one: not for a redirect it answered itself', async () => {
    assert.deepEqual(started.state.messages, [{ up: true }], 'the redirects above came from this server, not from Next')
    const page = await fetch(`${origin}${DEFAULT_BASE_PATH}/`)
    assert.equal(page.status, 200)
    await until(() => started.state.messages.length >= 2, 5_000)
    assert.deepEqual(started.state.messages, [{ up: true }, { served: true }])
    await fetch(`${origin}${DEFAULT_BASE_PATH}/`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.deepEqual(started.state.messages, [{ up: true }, { served: true }], 'once only')
  })

  it('stops when its runner goes', async () => {
    const exited = new Promise<number | null>((resolve) => started.server.once('exit', (code) => resolve(code)))
    started.server.disconnect()
    assert.equal(await exited, 0)
  })
})

describe('the dev site server compiles the page served last while the start generates', { timeout: 90_000 }, () => {
  let started: Awaited<ReturnType<typeof startSiteServer>>
  const lastPage = () => JSON.parse(readFileSync(path.join(started.project, '.cache/dev/last-page.json'), 'utf8')).route

  before(async () => {
    started = await startSiteServer({
      'pages/index.js': PAGE,
      'pages/guide.js': PAGE,
      'pages/other.js': PAGE,
      // What an earlier session recorded.
      '.cache/dev/last-page.json': JSON.stringify({ route: '/guide' })
    })
  })
  after(() => started.stop())

  it("on the runner's word, Next compiles that page while a writer's request still waits, and nothing counts as served", async () => {
    const writer = fetch(`${started.site}/other`)
    started.server.send({ compileEarly: true })
    started.server.send({ compileEarly: true })
    // Next logs the request once its answer is sent, after the compile.
    await until(() => /GET \/guide\b/.test(started.state.output), 60_000)
    assert.match(started.state.output, /Compiled \/guide\b/)
    assert.equal(await settledWithin(writer, 300), false, "the writer's request waits for the generated sources")
    assert.deepEqual(started.state.messages, [{ up: true }], 'the early compile is not a page served')
    assert.doesNotMatch(started.state.output, /Compiled \/other\b/)
    assert.equal(started.state.output.match(/GET \/guide/g)?.length, 1, 'asked twice, compiled once')

    started.server.send({ redirects: [] })
    assert.equal((await writer).status, 200)
  })

  it('records the last page a writer was served, for the next start', async () => {
    await until(() => lastPage() === '/other', 5_000)
    assert.equal(lastPage(), '/other')
    assert.equal((await fetch(`${started.site}/?tab=2`)).status, 200)
    await until(() => lastPage() === '/', 5_000)
    assert.equal(lastPage(), '/')
    assert.equal((await fetch(`${started.site}/missing`)).status, 404)
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.equal(lastPage(), '/', 'a page not found is not recorded')
  })

  it("records a page moved to through a link, from the page script Next's client then loads, and not from the scripts every page loads", async () => {
    const script = await fetch(`${started.site}/_next/static/chunks/pages/guide.js`)
    assert.equal(script.status, 200)
    await script.arrayBuffer()
    await until(() => lastPage() === '/guide', 5_000)
    assert.equal(lastPage(), '/guide')
    const app = await fetch(`${started.site}/_next/static/chunks/pages/_app.js`)
    assert.equal(app.status, 200)
    await app.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.equal(lastPage(), '/guide', "the app's script is no move")
  })
})
