/** What the parts of `npm run bench` share: Chromium, table rows, a command measured, the pages weighed. */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { exportedPages } from '../lib/files'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
export const kb = (bytes: number) => (bytes / 1024).toFixed(1)
export const target = (text: string, over: boolean) => `${text.padStart(10)}${over ? '  over target' : ''}`
export const row = (...cells: (string | number)[]) =>
  console.log(cells.map((cell, i) => (i ? String(cell).padStart(10) : String(cell).padEnd(36))).join(' '))

/** Resident bytes of `root` and all its descendants, from /proc: their sum, and the largest process's. */
function sampleTree(root: number) {
  const table: { pid: number; ppid: number; rss: number }[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name)))
    try {
      // The fields after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      table.push({ pid: Number(pid), ppid: Number(fields[1]), rss: Number(fields[21]) * 4096 })
    } catch {
      // It ended while read.
    }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...table.filter((p) => p.ppid === tree[i]).map((p) => p.pid))
  const sizes = table.filter((p) => tree.includes(p.pid)).map((p) => p.rss)
  return { total: sizes.reduce((sum, size) => sum + size, 0), largest: Math.max(0, ...sizes) }
}

/** Runs `command` with sh; rejects with its stderr's end if it fails. Memory: its largest process's (as `time -v` counts) and its tree's. */
export function measure(command: string, cwd = process.cwd()): Promise<{ seconds: number; peakMb: number; treeMb: number }> {
  const started = performance.now()
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)))
  let peak = { total: 0, largest: 0 }
  const timer = setInterval(() => {
    const sample = sampleTree(child.pid!)
    peak = { total: Math.max(peak.total, sample.total), largest: Math.max(peak.largest, sample.largest) }
  }, 200)
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      clearInterval(timer)
      if (code !== 0) return reject(new Error(`"${command}" failed (exit ${code}):\n${stderr}`))
      resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak.largest / 2 ** 20, treeMb: peak.total / 2 ** 20 })
    })
  )
}

/** Page types: the first whose pattern matches a page's route and HTML. */
const PAGE_TYPES: [string, RegExp][] = [
  ['home', /^\/ /],
  ['REST operation', /vnv-operation-header/],
  ['blog post', /<meta property="og:type" content="article"/],
  ['component', /^\/docs\/Components\//],
  ['doc', /^\/docs\//]
]

/** Of each type, the page whose HTML loads the most script (gzip bytes): the longest page is the one held to the budget. */
export function heaviestPages(out: string): Record<string, string> {
  const gzipped = new Map<string, number>()
  const size = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(path.join(out, file))).length).get(file)!
  const heaviest = new Map<string, { route: string; bytes: number }>()
  for (const route of exportedPages(out)) {
    const html = readFileSync(path.join(out, route, 'index.html'), 'utf8')
    const type = PAGE_TYPES.find(([, pattern]) => pattern.test(`${route} ${html}`))?.[0]
    const bytes = [...html.matchAll(/<script src="[^"]*?(\/_next\/static\/[^"]+\.js)"/g)].reduce((sum, [, script]) => sum + size(script), 0)
    if (type && bytes > (heaviest.get(type)?.bytes ?? -1)) heaviest.set(type, { route, bytes })
  }
  return Object.fromEntries(PAGE_TYPES.flatMap(([type]) => (heaviest.has(type) ? [[type, heaviest.get(type)!.route]] : [])))
}
