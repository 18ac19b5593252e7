/**
 * npm run dev's site server (scripts/dev/site-server.mjs): its options, and the old and folder URLs it
 * answers as the export's stub pages do (scripts/postbuild/redirects.ts), letter case included.
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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

describe('the dev site server (site-server.mjs)', { timeout: 60_000 }, () => {
  const SERVER = path.resolve('scripts/dev/site-server.mjs')
  // A one-page Next project: the server's own behaviour is under test, not the site's pages.
  const project = mkdtempSync(path.join(tmpdir(), 'site-server-'))
  let server: ChildProcess
  let origin: string
  let output = ''
  const messages: unknown[] = []

  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })

  before(async () => {
    mkdirSync(path.join(project, 'pages'))
    writeFileSync(path.join(project, 'pages', 'index.js'), 'export default function Home() { return null }\n')
    writeFileSync(path.join(project, 'next.config.mjs'), `export default { basePath: '${DEFAULT_BASE_PATH}' }\n`)
    symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'))
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, [SERVER, '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: project,
      env: { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc']
    })
    server.stdout!.on('data', (chunk) => (output += chunk))
    server.stderr!.on('data', (chunk) => (output += chunk))
    server.on('message', (message) => messages.push(message))
    await new Promise<void>((resolve) => server.once('message', () => resolve()))
    const deadline = Date.now() + 30_000
    while (!output.includes('the site is at') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  })
  after(() => {
    server.kill()
    rmSync(project, { recursive: true, force: true })
  })

  it('says where the site is, under its base path', () => {
    assert.match(output, new RegExp(`dev: the site is at http://127\\.0\\.0\\.1:\\d+${DEFAULT_BASE_PATH}/`))
  })

  it('holds requests until the runner sends the redirects, then answers an old URL with a temporary redirect', async () => {
    const answer = fetch(`${origin}${DEFAULT_BASE_PATH}/docs/REST/overview?tab=2`, { redirect: 'manual' })
    assert.equal(await settledWithin(answer, 500), false, 'no answer before the generated sources are written')
    server.send({ redirects: [...table] })
    const response = await answer
    assert.equal(response.status, 307)
    assert.equal(response.headers.get('location'), `${DEFAULT_BASE_PATH}/docs/rest/overview/?tab=2`)
  })

  it('answers a redirect added later without a restart', async () => {
    const moved = `${DEFAULT_BASE_PATH}/docs/new-folder/`
    server.send({ redirects: [...table, ['/docs/new-folder/', '/docs/new-folder/first/']] })
    // The message and the request travel apart; without the wait, the request could overtake it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const response = await fetch(`${origin}${moved}`, { redirect: 'manual' })
    assert.equal(response.status, 307)
    assert.equal(response.headers.get('location'), `${DEFAULT_BASE_PATH}/docs/new-folder/first/`)
  })

  it('says once, after Next answered its first page, that it served one: not for a redirect it answered itself', async () => {
    assert.deepEqual(messages, [{ up: true }], 'the redirects above came from this server, not from Next')
    const page = await fetch(`${origin}${DEFAULT_BASE_PATH}/`)
    assert.equal(page.status, 200)
    const deadline = Date.now() + 5_000
    while (messages.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    assert.deepEqual(messages, [{ up: true }, { served: true }])
    await fetch(`${origin}${DEFAULT_BASE_PATH}/`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.deepEqual(messages, [{ up: true }, { served: true }], 'once only')
  })

  it('stops when its runner goes', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    server.disconnect()
    assert.equal(await exited, 0)
  })
})
