// The worker thread of mdx-compile-pool.mjs: compiles pages with Nextra's compiler and the site's MDX
// options, built here as next.config.mjs builds them (functions cannot cross threads). Plain JavaScript.
import { parentPort } from 'node:worker_threads'
import { compileMdx } from 'nextra/compile'
import { siteMdxOptions } from '../mdx/site-mdx-options.mjs'

const mdxOptions = siteMdxOptions({ dev: false })

parentPort.on('message', async ({ id, source, options }) => {
  try {
    const compiled = await compileMdx(source, { ...options, mdxOptions: { ...(await mdxOptions), ...options.mdxOptions } })
    parentPort.postMessage({ id, compiled })
  } catch (error) {
    // A VFileMessage keeps its place in properties, which the thread boundary drops from an Error: sent apart.
    const { name, stack, line, column, reason } = error ?? {}
    parentPort.postMessage({ id, error: { name, message: String(error?.message ?? error), stack, line, column, reason } })
  }
})
