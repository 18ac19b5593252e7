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
 * and content, returns it, and webpack skips Nextra's loader. What that loader left on the module for
 * Nextra's search index plugin comes back with it.
 */
export async function pitch() {
  const file = await entryFile(this)
  this.data.file = file
  let entry
  try {
    entry = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return undefined // not compiled yet in this build: Nextra's loader runs, then the function below
  }
  // Webpack reads the file itself only when no loader answers first.
  this.addDependency(this.resourcePath)
  if (entry.nextraSearch && this._module) this._module.buildInfo.nextraSearch = entry.nextraSearch
  return entry.code
}

/** Runs after Nextra's loader: stores its result for the build's next compile, then passes it on. */
export default async function storeCompiledMdx(code) {
  const { file } = this.data
  const entry = { code, nextraSearch: this._module?.buildInfo?.nextraSearch }
  await mkdir(path.dirname(file), { recursive: true })
  // Written aside and renamed: a compile never reads half an entry.
  const staging = `${file}.${randomUUID()}`
  await writeFile(staging, JSON.stringify(entry))
  await rename(staging, file)
  return code
}
