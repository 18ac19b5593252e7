/** The dev loop: seconds from `npm run dev` to its first page as on a fresh clone, then until each kind of edit
 *  shows in the page open in Chromium. Edits are undone also on failure and on SIGINT/SIGTERM. */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { resolveBasePath } from '../../config/base-path.mjs'
import { launchChromium, median, row, target } from './measure'

const ORIGIN = `http://127.0.0.1:3200${resolveBasePath(process.env.BASE_PATH)}`
/** Each edit puts MARKER where the open page shows it. Targets: 1 s for MDX (a paragraph, or words: props only), 3 s for others. */
const EDITS = [
  { file: 'pages/docs/Tutorial/intro.mdx', route: '/docs/Tutorial/intro/', find: /$/, put: '\n\nMARKER\n' },
  { file: 'pages/docs/Tutorial/intro.mdx', route: '/docs/Tutorial/intro/', find: 'people who improve the site', put: 'MARKER' },
  // A sidebar title: the navigation generator reads _meta.ts.
  { file: 'pages/docs/Tutorial/_meta.ts', route: '/docs/Tutorial/intro/', find: "'Digital platforms'", put: "'MARKER'" },
  // info.title: the heading of the spec's introduction page, which the REST generator writes.
  { file: 'openapi/database.yaml', route: '/docs/rest/database/vnv-documentation/', find: /^ {2}title: .*$/m, put: '  title: MARKER' },
  { file: 'pages/blog/welcome.mdx', route: '/blog/welcome/', find: /^title: .*$/m, put: "title: 'MARKER'" }
]

/** Records in the page when the marker is first visible: polling from here would round it up; sessionStorage outlives reloads. */
const MARKER_CLOCK = `new MutationObserver(() => {
  const marker = sessionStorage.getItem('bench-marker')
  if (!marker || sessionStorage.getItem('bench-shown') || !document.body?.textContent?.includes(marker)) return
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.data.includes(marker) && node.parentElement?.checkVisibility()) return sessionStorage.setItem('bench-shown', Date.now())
}).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const figure = (seconds: number) => (Number.isFinite(seconds) ? seconds.toFixed(2) : 'not in 60 s')

/** `expression`'s value in the page once it is a number, polled for 60 s at most; it throws while the page reloads. */
async function poll(page: Page, expression: string): Promise<number | undefined> {
  for (const end = Date.now() + 60_000; Date.now() < end; await sleep(50)) {
    const value = Number(await page.evaluate(expression).catch(() => 0))
    if (value) return value
  }
}

export async function devLoop(runs: number) {
  console.log(`\n## Dev loop (npm run dev; edits shown in the open page, median of ${runs} runs)\n`)
  // As on a fresh clone: generated (npm install's postinstall; earlier runs' undone edits rerun generators), no dev cache.
  rmSync('.next/dev', { recursive: true, force: true })
  execFileSync('npm', ['run', 'generate'], { stdio: 'ignore' })
  const log = openSync(`${mkdirSync('.bench', { recursive: true }) ?? '.bench'}/dev.log`, 'w')
  const started = performance.now()
  const dev = spawn('npm', ['run', 'dev', '--', '-p', '3200', '-H', '127.0.0.1'], { stdio: ['ignore', log, log], detached: true })
  const originals = new Map<string, string>()
  // On any exit (a failure ends the bench): the edited files back, the dev server's process group stopped.
  const undo = () => {
    for (const [file, source] of originals) writeFileSync(file, source)
    if (dev.exitCode === null) process.kill(-dev.pid!)
  }
  const stop = () => process.exit(130)
  process.on('SIGINT', stop).on('SIGTERM', stop).on('exit', undo)
  while (!(await fetch(ORIGIN + EDITS[0].route).catch(() => undefined))?.ok) {
    if (dev.exitCode !== null) throw new Error(`npm run dev ended (exit ${dev.exitCode}) before its first page: see .bench/dev.log`)
    await sleep(100)
  }
  const firstPage = (performance.now() - started) / 1000
  row('first page, no dev cache', firstPage.toFixed(1), target('≤ 10 s', firstPage > 10))
  const browser = await launchChromium()
  const page = await browser.newPage()
  await page.addInitScript(MARKER_CLOCK)
  for (const [index, { file, route, find, put }] of EDITS.entries()) {
    const original = readFileSync(file, 'utf8')
    originals.set(file, original)
    // Edits wait for the page's update socket, as a writer's do; a recompile can abort the first navigation.
    const connected = page.waitForEvent('console', { predicate: (m) => m.text() === '[HMR] connected', timeout: 60_000 })
    await page.goto(ORIGIN + route).catch(() => page.goto(ORIGIN + route))
    await connected
    const times: number[] = []
    let marker = ''
    for (let run = 0; run < runs; run++) {
      marker = `Bench marker ${run} ${Date.now()}`
      const edited = original.replace(find, put.replace('MARKER', marker))
      if (edited === original) throw new Error(`${file}: the bench's edit no longer applies (scripts/bench/dev.ts)`)
      // Edits 10 s apart, as a writer saves: each is timed from a dev server done with the last one's generators.
      await sleep(10_000)
      await page.evaluate(`sessionStorage.setItem('bench-marker', '${marker}'); sessionStorage.removeItem('bench-shown')`)
      const written = Date.now()
      writeFileSync(file, edited)
      const shown = await poll(page, `sessionStorage.getItem('bench-shown')`)
      times.push(shown ? (shown - written) / 1000 : Infinity)
    }
    writeFileSync(file, original)
    // Gone from the page (and so from what the generators wrote) before the next kind of edit.
    await poll(page, `!document.body.textContent.includes('${marker}')`)
    const [seconds, shown] = [index < 2 ? 1 : 3, median(times)]
    row(`${index + 1}. ${file} edit`, figure(shown), target(`≤ ${seconds} s  (runs: ${times.map(figure).join(', ')})`, shown > seconds))
  }
  await browser.close()
  undo()
  process.off('SIGINT', stop).off('SIGTERM', stop).off('exit', undo)
}
