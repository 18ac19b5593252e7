/**
 * Serves out/ with real nginx and deploy/nginx.conf, as a host would: the server of the nginx smoke tests
 * (playwright.nginx.config.ts, e2e/nginx/).
 *
 * Writes a throwaway nginx configuration into a temporary folder (pid file, temp paths, error log, and a
 * `www/` root where the base path links to out/), whose one server block includes deploy/nginx.conf as it
 * is. nginx runs in the foreground as the current user, one worker, on 127.0.0.1. SIGTERM or SIGINT stops
 * it and removes the folder. The configuration is checked first (`nginx -t`): a warning fails as an error.
 *
 * Usage: node --import tsx scripts/serve-nginx.ts [--port 4175] [--dir out]
 * NGINX_BIN=/path/to/nginx picks the binary (default: /usr/sbin/nginx, Debian's, else nginx on the PATH).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { DEFAULT_BASE_PATH, resolveBasePath } from '../config/base-path.mjs'

export const DEPLOY_CONF = path.resolve('deploy/nginx.conf')

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index > -1 ? process.argv[index + 1] : undefined
}

function fail(message: string): never {
  console.error(`serve-nginx: ${message}`)
  process.exit(1)
}

/** The nginx configuration that serves `www` (holding the site at its base path) on `port` with deploy/nginx.conf. */
export function nginxConfig(options: { dir: string; www: string; port: number; siteConf: string; asRoot: boolean }): string {
  const { dir, www, port, siteConf, asRoot } = options
  const at = (name: string) => path.join(dir, name)
  return [
    '# Written by scripts/serve-nginx.ts for the nginx smoke tests; removed when nginx stops.',
    // Workers run as `user` only when the master is root (nobody otherwise): keep them the current user.
    asRoot ? `user ${userInfo().username};` : '',
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `lock_file ${at('nginx.lock')};`,
    // Per-request errors (a 404's missing file) go to the file; -e stderr shows start-up problems.
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    // Debian's defaults (/var/lib/nginx/…) are root's: every temp path in the folder.
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${at(`tmp-${kind}`)};`),
    // What Debian's /etc/nginx/nginx.conf gives every server, so the site's file is tested as it will run.
    '  sendfile on;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  gzip on;',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    server_name localhost;',
    `    root ${www};`,
    `    include ${siteConf};`,
    '  }',
    '}',
    ''
  ].join('\n')
}

function nginxBinary(): string {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
}

function main() {
  const out = path.resolve(arg('dir') ?? 'out')
  const port = Number(arg('port') ?? process.env.PORT ?? 4175)
  const basePath = resolveBasePath(process.env.BASE_PATH)
  if (!existsSync(path.join(out, 'index.html'))) fail(`${out}/index.html not found: run "npm run build" first.`)
  if (basePath === '') fail('deploy/nginx.conf serves the site under a sub-path; this build has none (BASE_PATH is empty).')

  const dir = mkdtempSync(path.join(tmpdir(), 'vnv-nginx-'))
  const cleanUp = () => rmSync(dir, { recursive: true, force: true })
  // The document root: <base path> is a link to out/, so the site's file finds /vnv-documentation/x at out/x.
  const www = path.join(dir, 'www')
  const site = path.join(www, basePath)
  mkdirSync(path.dirname(site), { recursive: true })
  symlinkSync(out, site, 'dir')
  // deploy/nginx.conf names the default base path; a build under another one gets a copy with it replaced,
  // as deploy/README.md tells a host to do.
  let siteConf = DEPLOY_CONF
  if (basePath !== DEFAULT_BASE_PATH) {
    siteConf = path.join(dir, 'site.conf')
    writeFileSync(siteConf, readFileSync(DEPLOY_CONF, 'utf8').replaceAll(DEFAULT_BASE_PATH, basePath))
  }
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig({ dir, www, port, siteConf, asRoot: process.getuid?.() === 0 }))

  const nginx = nginxBinary()
  const args = ['-p', dir, '-e', 'stderr', '-c', conf]
  // -q: only warnings and errors are printed. Any of them fails: a warning today (a duplicate type) hides a mistake.
  // nginx reads NGINX as a list of inherited sockets: a value of it left in the environment breaks the start.
  const env = { ...process.env, NGINX: undefined }
  const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8', env })
  if (check.error) {
    cleanUp()
    fail(`could not run ${nginx} (${check.error.message}): install it (Debian: apt-get install nginx) or set NGINX_BIN.`)
  }
  if (check.status !== 0 || check.stderr.trim()) {
    cleanUp()
    fail(`${nginx} -t refused the configuration:\n${check.stderr}`)
  }

  const server = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'inherit', env })
  let stopping = false
  const stop = () => {
    stopping = true
    // nginx may already have had the signal (a process group's); a second SIGTERM is harmless.
    if (server.exitCode === null) server.kill('SIGTERM')
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  server.on('error', (error) => {
    cleanUp()
    fail(`could not start ${nginx}: ${error.message}`)
  })
  server.on('exit', (code, signal) => {
    const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''
    // [error] lines are requests' (404s the tests ask for); [warn] and worse are the server's own problems.
    const serious = log.split('\n').filter((line) => /\[(warn|crit|alert|emerg)\]/.test(line))
    if (serious.length) console.error(`serve-nginx: nginx's error log:\n${serious.join('\n')}`)
    cleanUp()
    if (!stopping) fail(`nginx stopped by itself (${signal ?? `exit code ${code}`}).`)
    process.exit(0)
  })
  console.log(`serve-nginx: ${out}/ with deploy/nginx.conf at http://127.0.0.1:${port}${basePath}/ (nginx pid ${server.pid})`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) main()
