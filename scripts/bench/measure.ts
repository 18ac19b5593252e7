/**
 * Runs a shell command and measures it: wall seconds, CPU seconds (user +
 * system, children included, from GNU time when the machine has it) and the
 * peak memory of its whole process tree (next build forks workers, so the
 * largest single process under-reports). Memory is sampled from /proc every 200 ms.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Pid → parent pid and resident memory (bytes) of every process, from /proc. */
function processTable(): Map<number, { ppid: number; rss: number }> {
  const table = new Map<number, { ppid: number; rss: number }>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after the command name, which sits in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      table.set(Number(name), { ppid: Number(fields[1]), rss: Number(fields[21]) * 4096 })
    } catch {
      // The process ended while we read it.
    }
  }
  return table
}

/** Sum of resident memory of `root` and all its descendants. */
export function treeRss(root: number, table = processTable()): number {
  let total = 0
  const pending = [root]
  while (pending.length) {
    const pid = pending.pop()!
    total += table.get(pid)?.rss ?? 0
    for (const [child, info] of table) if (info.ppid === pid) pending.push(child)
  }
  return total
}

export interface Measured {
  seconds: number
  peakMb: number
  /** User + system CPU seconds of the whole tree; NaN without GNU time (/usr/bin/time). */
  cpuSeconds: number
}

const GNU_TIME = '/usr/bin/time'

export function measure(command: string, options: { cwd?: string; env?: Record<string, string>; quiet?: boolean } = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const timeDir = mkdtempSync(path.join(tmpdir(), 'measure-'))
    const timeFile = path.join(timeDir, 'cpu')
    const argv = existsSync(GNU_TIME) ? [GNU_TIME, '-o', timeFile, '-f', '%U %S', 'sh', '-c', command] : ['sh', '-c', command]
    const child = spawn(argv[0], argv.slice(1), {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'pipe']
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)))
    let peak = 0
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 200)
    child.on('exit', (code) => {
      clearInterval(timer)
      const cpu = existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : [NaN, NaN]
      rmSync(timeDir, { recursive: true, force: true })
      if (code !== 0) reject(new Error(`"${command}" failed (exit ${code}):\n${stderr}`))
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 / 1024, cpuSeconds: cpu[0] + cpu[1] })
    })
  })
}
