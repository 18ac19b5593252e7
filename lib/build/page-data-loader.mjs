// The webpack loader of lib/build/page-data.mjs, just before Nextra's loader in the rule of pages/ files.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileToRoute } from '../page-route.mjs'
import { pageNavigationFile } from '../navigation/page-file.mjs'
import { pageSourceFile } from '../../page-source/shared/page-file.mjs'

/** The fields of a page's source record that the page uses (the record's "generated" note stays out). */
const SOURCE_FIELDS = ['file', 'lastUpdated']

/**
 * The code that registers a page's navigation and source record when its module loads, appended to
 * what Nextra compiled. `inline`: the data itself, as JSON webpack sees as one string; otherwise an
 * import of each file, which `next dev` updates in the open page on its own when the file changes.
 * A file that does not exist yet (a page added since its generator last ran) registers null.
 */
export function pageDataCode({ route, registries, navigation, source, inline }) {
  const lines = [
    `import { registerPageNavigation as __registerNavigation } from ${JSON.stringify(registries.navigation)}`,
    `import { registerPageSource as __registerSource } from ${JSON.stringify(registries.source)}`
  ]
  let navigationValue = 'null'
  let sourceValue = 'null'
  if (navigation && inline) {
    const data = JSON.parse(navigation.text)
    delete data['//'] // the "generated" note
    navigationValue = `JSON.parse(${JSON.stringify(JSON.stringify(data))})`
  } else if (navigation) {
    lines.push(`import __navigation from ${JSON.stringify(navigation.file)}`)
    navigationValue = '__navigation'
  }
  if (source && inline) {
    const record = JSON.parse(source.text)
    sourceValue = JSON.stringify(Object.fromEntries(SOURCE_FIELDS.map((field) => [field, record[field] ?? null])))
  } else if (source) {
    lines.push(`import __source from ${JSON.stringify(source.file)}`)
    // Field by field: webpack then leaves the record's "generated" note out of the page's JavaScript.
    sourceValue = `{ ${SOURCE_FIELDS.map((field) => `${field}: __source.${field}`).join(', ')} }`
  }
  lines.push(
    `__registerNavigation(${JSON.stringify(route)}, ${navigationValue})`,
    `__registerSource(${JSON.stringify(route)}, ${sourceValue})`
  )
  return lines.join('\n') + '\n'
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
  const { pagesDir, navigationDir, sourceDir, registries, inline } = this.getOptions()
  const route = fileToRoute(path.relative(pagesDir, this.resourcePath))
  if (!route) return code
  const navigation = readTracked(this, path.join(navigationDir, pageNavigationFile(route)), inline)
  const source = readTracked(this, path.join(sourceDir, pageSourceFile(route)), inline)
  return `${code}\n${pageDataCode({ route, registries, navigation, source, inline })}`
}
