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

/** Resident memory of `root` and all its descendants: their sum, and the one process that holds the most. */
function sampleTree(root: number, table: Map<number, { ppid: number; rss: number }>) {
  let total = 0
  let largest = { pid: root, rss: 0 }
  const pending = [root]
  while (pending.length) {
    const pid = pending.pop()!
    const rss = table.get(pid)?.rss ?? 0
    total += rss
    if (rss > largest.rss) largest = { pid, rss }
    for (const [child, info] of table) if (info.ppid === pid) pending.push(child)
  }
  return { total, largest }
}

/** Sum of resident memory of `root` and all its descendants. */
export const treeRss = (root: number, table = processTable()): number => sampleTree(root, table).total

/** Node's options that take their value as the next argument (`--import tsx`). */
const OPTIONS_WITH_VALUE = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader'])

/** A process's command line, shortened to what names it: the script it runs, relative to node_modules. */
function commandOf(pid: number): string {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const script = argv.find((arg, index) => index > 0 && !arg.startsWith('-') && !OPTIONS_WITH_VALUE.has(argv[index - 1])) ?? argv[0] ?? ''
    return script.replace(/^.*\/node_modules\//, '')
  } catch {
    return 'ended'
  }
}

export interface Measured {
  seconds: number
  /** Peak of the whole process tree's resident memory. */
  peakMb: number
  /** Peak of its largest single process, and what that process ran (where the memory went). */
  largestMb: number
  largestCommand: string
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
    let largest = { rss: 0, command: '' }
    const timer = setInterval(() => {
      // One walk of the process table a sample: the tree's sum and its largest process.
      const { total, largest: biggest } = sampleTree(child.pid!, processTable())
      peak = Math.max(peak, total)
      if (biggest.rss > largest.rss) largest = { rss: biggest.rss, command: commandOf(biggest.pid) }
    }, 200)
    child.on('exit', (code) => {
      clearInterval(timer)
      const cpu = existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : [NaN, NaN]
      rmSync(timeDir, { recursive: true, force: true })
      if (code !== 0) reject(new Error(`"${command}" failed (exit ${code}):\n${stderr}`))
      else
        resolve({
          seconds: (performance.now() - started) / 1000,
          peakMb: peak / 1024 / 1024,
          largestMb: largest.rss / 1024 / 1024,
          largestCommand: largest.command,
          cpuSeconds: cpu[0] + cpu[1]
        })
    })
  })
}
