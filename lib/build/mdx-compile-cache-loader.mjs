// The webpack loader of lib/build/mdx-compile-cache.mjs, in front of Nextra's loader in each MDX rule.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where the entry of this file, as it is now, is kept. */
async function entryFile(context) {
  const { dir, kind } = context.getOptions()
  const source = await readFile(context.resourcePath)
  const key = createHash('sha256').update(`${kind}\0${context.resource}\0`).update(source).digest('hex')
  return path.join(dir, `${key}.json`)
}

/**
 * Runs before Nextra's loader: when an earlier compile of this build stored its result for this file
 * and content, returns it, and webpack skips Nextra's loader. What that loader left on the module
 * (its search index data, read by Nextra's search plugin) comes back with it.
 */
export async function pitch() {
  const file = await entryFile(this)
  this.data.file = file
  this.data.moduleKeys = Object.keys(this._module?.buildInfo ?? {})
  let entry
  try {
    entry = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return undefined // not compiled yet in this build: Nextra's loader runs, then the function below
  }
  // Webpack reads the file itself only when no loader answers first.
  this.addDependency(this.resourcePath)
  if (this._module) Object.assign(this._module.buildInfo, entry.buildInfo)
  return entry.code
}

/** Runs after Nextra's loader: stores its result for the build's next compile, then passes it on. */
export default async function storeCompiledMdx(code) {
  const { file, moduleKeys } = this.data
  const buildInfo = Object.fromEntries(Object.entries(this._module?.buildInfo ?? {}).filter(([key]) => !moduleKeys.includes(key)))
  // What Nextra left on the module must come back as it was: plain data only (an undefined field may
  // drop out), or no entry is kept and the next compile runs Nextra's loader again.
  let plain = true
  const text = JSON.stringify({ code, buildInfo }, (key, value) => {
    if (!isPlainData(value)) plain = false
    return value
  })
  if (!plain) return code
  await mkdir(path.dirname(file), { recursive: true })
  // Written aside and renamed: a compile never reads half an entry.
  const staging = `${file}.${randomUUID()}`
  await writeFile(staging, text)
  await rename(staging, file)
  return code
}

/** A value JSON keeps as it is: not a Set, Map, Date, function, symbol or bigint. */
function isPlainData(value) {
  if (value === null || value === undefined) return true
  // Nextra builds its search data in prototype-less objects (Object.create(null)): plain data too.
  if (typeof value === 'object') return Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value))
  return ['string', 'number', 'boolean'].includes(typeof value)
}
