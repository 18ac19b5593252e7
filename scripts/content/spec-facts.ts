/** The specs' claims and their sources: a response or a body names the fact it rests on (`x-fact`). */
import path from 'node:path'
import { isAlias, isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from 'yaml'
import { restFixtureSpecs } from '../../config/rest'
import { yamlProblem } from '../../lib/front-matter.mjs'
import { isFixedMethod, wireMethod } from '../../rest/shared/http-methods'

/**
 * Where the REST generator's test specs live (rest/tests/helpers.ts reads rest/fixtures; config/rest.ts builds some
 * into test sites with VNV_REST_FIXTURES=1). Their responses are test input, not claims about the toolkit.
 */
export const FIXTURE_SPEC_DIRS = [...new Set(['rest/fixtures', ...restFixtureSpecs.map((spec) => spec.dir)])]

const isFixtureSpec = (file: string) => {
  const relative = path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/')
  return FIXTURE_SPEC_DIRS.some((dir) => relative.startsWith(`${dir}/`))
}

/** The extension that names the fact a response or a body rests on (a file of the facts and a few words to find it). */
const FACT_MARKER = 'x-fact'

/**
 * Spec claims that must name their source: a response under a status code (anything but `default`, which is how a
 * spec says the response is not documented), and a response or request body with content, carry an `x-fact`. A
 * response or body given by `$ref` is checked where it is defined, once. Fixture specs are test input: not checked.
 * One problem per response or body, as file:line of its key, all at once.
 */
export function factMarkerProblems(file: string, source: string): string[] {
  if (isFixtureSpec(file)) return []
  const lineCounter = new LineCounter()
  const document = parseDocument(source, { lineCounter })
  // A spec that does not parse has no claims to check, but must not pass: the generator would stop on it.
  const unparsed = document.errors.map((error) => yamlProblem(file, error, 'the spec'))
  if (unparsed.length || !isMap(document.contents)) return unparsed
  const root = document.contents
  const problems: string[] = []
  const seen = new Set<YamlNode>()
  const lineOf = (node: YamlNode | null | undefined) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1)
  const field = (map: YAMLMap, key: string) => map.items.find((pair) => isScalar(pair.key) && pair.key.value === key)
  // A local `$ref` (#/components/…) leads to the map it points at, checked once; a YAML alias is checked at each use.
  const resolve = (node: unknown, key: YamlNode | null): { map: YAMLMap; key: YamlNode | null; ref?: string } | undefined => {
    if (isAlias(node)) return resolve(node.resolve(document), key)
    if (!isMap(node)) return undefined
    const ref = field(node, '$ref')
    if (!ref || !isScalar(ref.value) || typeof ref.value.value !== 'string' || !ref.value.value.startsWith('#/')) return { map: node, key }
    const segments = ref.value.value
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    const target = document.getIn(segments, true)
    const parent = document.getIn(segments.slice(0, -1), true)
    const targetKey = isMap(parent) ? ((field(parent, segments[segments.length - 1])?.key as YamlNode | null) ?? null) : null
    return isMap(target) ? { map: target, key: targetKey, ref: ref.value.value } : undefined
  }
  const hasContent = (map: YAMLMap) => {
    const content = field(map, 'content')?.value
    return isMap(content) && content.items.length > 0
  }
  const check = (node: unknown, key: YamlNode | null, what: string, needsFact: (map: YAMLMap) => boolean, fix: string) => {
    const found = resolve(node, key)
    if (!found || (found.ref && seen.has(found.map))) return
    if (found.ref) seen.add(found.map)
    const named = found.ref ? `${what} (${found.ref}, shared)` : what
    if (needsFact(found.map) && !field(found.map, FACT_MARKER))
      problems.push(`${file}:${lineOf(found.key)}: ${named} has no ${FACT_MARKER}: ${fix}`)
  }
  for (const section of ['paths', 'webhooks']) {
    const items = root.get(section, true)
    if (!isMap(items)) continue
    for (const item of items.items) {
      if (!isMap(item.value)) continue
      const where = String(isScalar(item.key) ? item.key.value : '')
      for (const op of item.value.items) {
        const method = isScalar(op.key) ? String(op.key.value) : ''
        if (!isFixedMethod(method) || !isMap(op.value)) continue
        const name = `${wireMethod(method)} ${where}`
        const body = field(op.value, 'requestBody')
        if (body)
          check(
            body.value,
            body.key as YamlNode,
            `the request body of ${name}`,
            hasContent,
            'name the fact that documents it, or remove the body'
          )
        const responses = field(op.value, 'responses')?.value
        if (!isMap(responses)) continue
        for (const response of responses.items) {
          const status = isScalar(response.key) ? String(response.key.value) : ''
          check(
            response.value,
            response.key as YamlNode,
            status === 'default' ? `the default response of ${name}, which has a body,` : `the ${status} response of ${name}`,
            (map) => status !== 'default' || hasContent(map),
            'name the fact that documents it, or replace the responses with one default response described as not documented'
          )
        }
      }
    }
  }
  return problems
}
