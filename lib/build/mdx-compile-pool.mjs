// Compiles MDX pages in a worker thread beside webpack's. In `next build`, the server compile's main
// thread parsed, highlighted and compiled every page between webpack's own work and kept one of the
// machine's two cores about a third idle; a compile in a thread of its own lets webpack go on with the
// modules it already has. Plain JavaScript: the page loader (mdx-page-loader.mjs) loads it.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

const WORKER = new URL('./mdx-compile-worker.mjs', import.meta.url)

/** One thread fewer than the cores, at least one: webpack's main thread keeps a core busy. */
const THREADS = Math.max(1, availableParallelism() - 1)

/**
 * Threads with no page for this long stop. Every page is an entry of the compile, so pages arrive
 * together and the threads wait only once the last has compiled: then webpack seals the compile, which
 * is the build's peak of memory, and a thread that stays holds its highlighter and heap through it.
 * Stopping them took a 3,360-page `build:site`'s peak from 1,940–2,006 MB to 1,755–1,841 MB (three
 * runs each, alternated), in the same time. A page that comes later starts new threads.
 */
const IDLE_MS = 1000

let pool

/**
 * Threads running `workerFile`, each answering `{ id, source, options }` with `{ id, compiled }` or
 * `{ id, error }`. They start with the first page and stop once `idleMs` has passed with none.
 */
export function createPool(workerFile = WORKER, { threads = THREADS, idleMs = IDLE_MS } = {}) {
  const pending = new Map()
  let next = 0
  // Once a thread has died (out of memory, say), every page still to compile fails with its error rather than wait.
  let failure
  let workers = []
  let idleTimer

  const fail = (error) => {
    failure ??= error
    for (const task of pending.values()) task.reject(failure)
    pending.clear()
    holdProcess(false)
  }
  const start = () =>
    Array.from({ length: threads }, () => {
      const worker = new Worker(workerFile)
      worker.on('message', ({ id, compiled, error }) => {
        const task = pending.get(id)
        pending.delete(id)
        if (pending.size === 0) idle()
        if (!error) return task.resolve(compiled)
        task.reject(Object.assign(new Error(error.message), error))
      })
      worker.on('error', fail)
      worker.on('exit', (code) => {
        // A thread the pool stopped is gone from `workers`; any other has died.
        if (workers.includes(worker))
          fail(new Error(`The MDX compile thread (lib/build/mdx-compile-worker.mjs) stopped, exit code ${code}`))
      })
      return worker
    })
  const stop = () => {
    const stopping = workers
    workers = []
    for (const worker of stopping) void worker.terminate()
  }
  // Threads with pages to compile keep the process alive; idle ones must not hold it open once webpack is done.
  const holdProcess = (hold) => workers.forEach((worker) => (hold ? worker.ref() : worker.unref()))
  const idle = () => {
    holdProcess(false)
    idleTimer = setTimeout(stop, idleMs).unref()
  }

  return {
    compile(source, options) {
      const id = next++
      clearTimeout(idleTimer)
      return new Promise((resolve, reject) => {
        if (failure) return reject(failure)
        if (workers.length === 0) workers = start()
        if (pending.size === 0) holdProcess(true)
        pending.set(id, { resolve, reject })
        workers[id % workers.length].postMessage({ id, source, options })
      })
    },
    /** How many threads are running: none before the first page and once the pool has been idle. */
    get threads() {
      return workers.length
    }
  }
}

/**
 * Nextra's `compileMdx(source, options)` in the pool's thread, with the site's MDX options
 * (lib/mdx/site-mdx-options.mjs) under `options.mdxOptions`; `options` must be plain data.
 */
export function compileMdxInWorker(source, options) {
  pool ??= createPool()
  return pool.compile(source, options)
}
