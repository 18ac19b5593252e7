/**
 * Smoke tests of the hosting notes (deploy/): out/ served by real nginx with deploy/nginx.conf
 * (scripts/serve-nginx.ts), in Debian's Chromium. Needs nginx (Debian: apt-get install nginx) and a built out/.
 * Run: npm run test:e2e:nginx
 */
import { defineConfig } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import base from './playwright.config'
import { resolveBasePath } from './config/base-path.mjs'

/**
 * A port nobody listens on, chosen once: the workers load this file again and inherit the variable.
 * Synchronous, as the configuration is: a child process binds port 0 and prints what it got.
 */
function freePort(): string {
  const probe = "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim()
}
process.env.NGINX_E2E_PORT ??= freePort()
const PORT = Number(process.env.NGINX_E2E_PORT)
const BASE_PATH = resolveBasePath(process.env.BASE_PATH)

export default defineConfig({
  ...base,
  testDir: 'e2e/nginx',
  testIgnore: [],
  // Its own results folder: the main suite's test-results/ is left alone.
  outputDir: 'test-results/nginx',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node --import tsx scripts/serve-nginx.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}/`,
    // Never another server that happens to answer on the port: these tests are about this nginx.
    reuseExistingServer: false,
    timeout: 30_000,
    // SIGTERM, not Playwright's default SIGKILL: the script stops nginx and removes its temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 }
  }
})
