// The webpack loader of lib/build/page-data.mjs, just before Nextra's loader in the rule of pages/ files.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileToRoute } from '../page-route.mjs'
import { pageNavigationFile } from '../navigation/page-file.mjs'

/**
 * @typedef {object} PageRecordKind One kind of per-page file a generator writes, and who takes it.
 * @property {string} dir The generator's folder of per-page files, one per route (pageNavigationFile).
 * @property {string} registry The module the page registers its record with.
 * @property {string} register That module's registering function: `register(route, record | null)`.
 * @property {string} [routes] A section's route (`/blog`): pages outside it have no record of this kind.
 */

/** A record as the page keeps it: without the file's "generated" note ("//"). */
function withoutNote(data) {
  return Object.fromEntries(Object.entries(data).filter(([field]) => field !== '//'))
}

/**
 * The code that registers a page's records when its module loads, appended to what Nextra compiled.
 * `inline`: the data itself, as JSON webpack sees as one string; otherwise an import of each file,
 * which `next dev` updates in the open page on its own when the file changes. A file that does not
 * exist yet (a page added since its generator last ran) registers null.
 * @param {{ route: string, records: { kind: PageRecordKind, found: { file: string, text: string } | null }[], inline: boolean }} page
 */
export function pageDataCode({ route, records, inline }) {
  const imports = []
  const calls = []
  records.forEach(({ kind, found }, index) => {
    imports.push(`import { ${kind.register} as __register${index} } from ${JSON.stringify(kind.registry)}`)
    let value = 'null'
    if (found && inline) value = `JSON.parse(${JSON.stringify(JSON.stringify(withoutNote(JSON.parse(found.text))))})`
    else if (found) {
      imports.push(`import __record${index} from ${JSON.stringify(found.file)}`)
      value = `__record${index}`
    }
    calls.push(`__register${index}(${JSON.stringify(route)}, ${value})`)
  })
  return [...imports, ...calls].join('\n') + '\n'
}

/**
 * Reads a generated file. Webpack compiles the page again when the file appears, and, if its data is
 * inlined, when it changes (an imported file is a module of its own, updated alone).
 */
function readTracked(context, file, inline) {
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    context.addMissingDependency(file)
    return null
  }
  if (inline) context.addDependency(file)
  return { file, text }
}

export default function appendPageData(code) {
  const { pagesDir, records, inline } = this.getOptions()
  const route = fileToRoute(path.relative(pagesDir, this.resourcePath))
  if (!route) return code
  const inSection = (section) => route === section || route.startsWith(`${section}/`)
  const kinds = records.filter((kind) => !kind.routes || inSection(kind.routes))
  const found = kinds.map((kind) => ({ kind, found: readTracked(this, path.join(kind.dir, pageNavigationFile(route)), inline) }))
  return `${code}\n${pageDataCode({ route, records: found, inline })}`
}
