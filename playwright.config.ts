/**
 * End-to-end tests against the exported site (out/), served under its base
 * path on 127.0.0.1 by scripts/serve.ts, in Debian's build of Chromium's
 * headless shell (no browser downloads on this machine). Run `npm run build` first.
 */
import { defineConfig, devices } from '@playwright/test'
import { resolveBasePath } from './config/base-path.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)
export const BASE_PATH = resolveBasePath(process.env.BASE_PATH)

export default defineConfig({
  testDir: 'e2e',
  // The dev loop's tests run against `npm run dev` (playwright.dev.config.ts), the hosting ones against nginx
  // (playwright.nginx.config.ts).
  testIgnore: ['dev/**', 'nginx/**'],
  fullyParallel: true,
  // Two cores: two workers keep the machine responsive.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace recording: it cost a fifth of the suite's time (41 tests: 142.7/146.5 s with, 123.3/116.4 s
    // without). To study a failure, run that test again with `--trace on`.
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // The headless shell is what Playwright itself runs for headless Chromium: the same release as /usr/bin/chromium
      // without the desktop browser around it (export suite 6.8 → 3.8 min, dev 42.7 → 35.7 s, nginx 14.3 → 6.8 s).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 stops at its baseline compiler: optimising code that lives for one page visit cost two cores more than it
        // saved (crawl of 144 pages, 2 workers: 130–146 → 88–104 s). The code means the same; only its speed differs.
        '--js-flags=--max-opt=1'
      ]
    }
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000
  }
})
