/**
 * End-to-end tests of the writer's loop: `npm run dev` (scripts/dev) in Debian's
 * Chromium. They edit sources (pages/, openapi/) and put them back afterwards.
 */
import { defineConfig } from '@playwright/test'
import base, { BASE_PATH } from './playwright.config'

const PORT = Number(process.env.E2E_DEV_PORT ?? 3100)

export default defineConfig({
  ...base,
  testDir: 'e2e/dev',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  // The first visit of a page compiles it (about 10 s on two cores).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npm run dev -- --port ${PORT} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}/docs/Tutorial/intro/`,
    reuseExistingServer: false,
    timeout: 180_000
  }
})
