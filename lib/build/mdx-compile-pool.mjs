// Compiles MDX pages in a worker thread beside webpack's. In `next build`, the server compile's main
// thread parsed, highlighted and compiled every page between webpack's own work and kept one of the
// machine's two cores about a third idle; a compile in a thread of its own lets webpack go on with the
// modules it already has. Plain JavaScript: the page loader (mdx-page-loader.mjs) loads it.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

const WORKER = new URL('./mdx-compile-worker.mjs', import.meta.url)

/** One thread fewer than the cores, at least one: webpack's main thread keeps a core busy. */
const THREADS = Math.max(1, availableParallelism() - 1)

let pool

/** Threads running `workerFile`, each answering `{ id, source, options }` with `{ id, compiled }` or `{ id, error }`. */
export function createPool(workerFile = WORKER, threads = THREADS) {
  const pending = new Map()
  let next = 0
  // Once a thread has died (out of memory, say), every page still to compile fails with its error rather than wait.
  let failure
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(workerFile)
    worker.on('message', ({ id, compiled, error }) => {
      const task = pending.get(id)
      pending.delete(id)
      if (pending.size === 0) holdProcess(false)
      if (!error) return task.resolve(compiled)
      task.reject(Object.assign(new Error(error.message), error))
    })
    const fail = (error) => {
      failure ??= error
      for (const task of pending.values()) task.reject(failure)
      pending.clear()
      holdProcess(false)
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`The MDX compile thread (lib/build/mdx-compile-worker.mjs) stopped, exit code ${code}`)))
    return worker
  })
  // Threads with pages to compile keep the process alive; idle ones must not hold it open once webpack is done.
  const holdProcess = (hold) => workers.forEach((worker) => (hold ? worker.ref() : worker.unref()))
  holdProcess(false)
  return {
    compile(source, options) {
      const id = next++
      return new Promise((resolve, reject) => {
        if (failure) return reject(failure)
        if (pending.size === 0) holdProcess(true)
        pending.set(id, { resolve, reject })
        workers[id % workers.length].postMessage({ id, source, options })
      })
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
