/**
 * model → MDX. Pages carry their searchable text (title, method and path,
 * description, parameter names) as escaped MDX; everything structured goes to
 * React components as JSON (data.ts): a page's own part as an export, what
 * the spec shares once in spec.json.
 */
import { specSource, type RestSpecConfig } from '../../config/rest'
import { generatedHeader, jsonExport, mdxHeader, tsHeader } from '../../scripts/lib/generated'
import { needsTree, operationData } from './data'
import { mdxInlineCode, mdxInlineMarkdown, mdxMarkdown, mdxText } from './escape'
import { exampleFor } from './examples'
import type { CodeSample, OperationModel, ParameterModel, SchemaNode, SpecModel } from './model'
import { buildHarRequest, generatedSamples } from './samples'

export const REST_ROUTE = '/docs/rest'

/** One-line plain description for <meta name="description"> and cards. */
function plainDescription(text: string | undefined, fallback: string): string {
  const plain = (text ?? '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[`*_#>[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const sentence = plain.match(/^(.{20,200}?[.!?])(\s|$)/)?.[1] ?? plain.slice(0, 200)
  return sentence || fallback
}

export function typeLabel(schema: SchemaNode): string {
  if (schema.ref) return schema.ref
  if (schema.circular) return 'circular'
  const base = schema.type?.join(' | ') ?? (schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : schema.allOf ? 'allOf' : 'any')
  const withItems = base === 'array' && schema.items ? `array of ${typeLabel(schema.items)}` : base
  return `${withItems}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`
}

function parameterTable(parameters: ParameterModel[]): string[] {
  const rows = parameters.map((p) => {
    const details = [
      p.schema.enum ? `one of ${p.schema.enum.map((v) => JSON.stringify(v)).join(', ')}` : '',
      p.schema.default !== undefined ? `default ${JSON.stringify(p.schema.default)}` : '',
      p.deprecated ? 'deprecated' : ''
    ].filter(Boolean)
    const description = [p.description ?? '', ...details].filter(Boolean).join('. ')
    return `| ${mdxInlineCode(p.name)} | ${mdxText(typeLabel(p.schema))} | ${p.required ? 'yes' : 'no'} | ${description ? mdxInlineMarkdown(description) : ' '} |`
  })
  return ['| Name | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows]
}

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const

/** The spec's samples (x-codeSamples), then curl, fetch and Python made by httpsnippet from the spec's examples. */
export function codeSamplesFor(operation: OperationModel, model: SpecModel): CodeSample[] {
  const media = operation.requestBody?.content[0]
  const example = media?.examples[0]?.value ?? (media?.schema ? exampleFor(media.schema, model.schemas, 'request') : undefined)
  const request = buildHarRequest(operation, media ? { mediaType: media.mediaType, value: example ?? {} } : undefined, (name) => {
    const p = operation.parameters.find((param) => param.name === name)
    return p ? exampleFor(p.schema, model.schemas, 'request') : undefined
  })
  return [...operation.codeSamples, ...generatedSamples(request)]
}

/** The components a page uses (imports nothing it does not). */
const components = (operation: OperationModel) => [
  'OperationHeader',
  ...(operation.parameters.some(needsTree) ? ['Parameters'] : []),
  ...(operation.requestBody ? ['RequestBody'] : []),
  'Responses',
  'CodeSamples',
  'OperationTypes'
]

/**
 * One operation page. Its searchable text (summary, path, description,
 * parameter names and descriptions) is escaped MDX; the rest reaches the
 * components as a small JSON export plus the spec's shared spec.json.
 */
export function renderOperationPage(operation: OperationModel, model: SpecModel, config: RestSpecConfig): string {
  const source = specSource(config)
  const lines = [
    mdxHeader(source),
    '',
    jsonExport('frontMatter', { title: operation.summary, description: plainDescription(operation.description, `${operation.method.toUpperCase()} ${operation.path} — ${operation.summary}.`) }),
    '',
    `import { ${components(operation).join(', ')} } from '@/rest/components/Operation'`,
    `import spec from '@/generated/rest/${config.folder}/spec.json'`,
    '',
    jsonExport('operation', operationData(operation, model, codeSamplesFor(operation, model))),
    '',
    `# ${mdxText(operation.summary)}`,
    '',
    '<OperationHeader operation={operation} spec={spec} />',
    '',
    `${mdxInlineCode(`${operation.method.toUpperCase()} ${operation.path}`)}`,
    ''
  ]
  if (operation.description) lines.push(mdxMarkdown(operation.description), '')
  if (operation.parameters.length) {
    lines.push('## Parameters', '')
    for (const location of ['path', 'query', 'header', 'cookie'] as const) {
      const group = operation.parameters.filter((p) => p.in === location)
      if (group.length) lines.push(`### ${LOCATION_TITLES[location]}`, '', ...parameterTable(group), '')
    }
    if (components(operation).includes('Parameters')) lines.push('<Parameters operation={operation} spec={spec} />', '')
  }
  if (operation.requestBody) {
    lines.push('## Request body', '')
    if (operation.requestBody.description) lines.push(mdxMarkdown(operation.requestBody.description, 3), '')
    lines.push('<RequestBody operation={operation} spec={spec} />', '')
  }
  // Status codes and their descriptions are in the component (shared responses are looked up in spec.json).
  lines.push('## Responses', '', '<Responses operation={operation} spec={spec} />', '')
  lines.push('## Code samples', '', '<CodeSamples operation={operation} />', '')
  lines.push('## TypeScript types', '', '<OperationTypes operation={operation} spec={spec} />', '')
  return lines.join('\n')
}

const operationHref = (config: RestSpecConfig, op: OperationModel) => `${REST_ROUTE}/${config.folder}/${op.slug}/`

export function renderInfoPage(model: SpecModel, config: RestSpecConfig): string {
  const source = specSource(config)
  const lines = [
    mdxHeader(source),
    '',
    jsonExport('frontMatter', { title: model.title, description: plainDescription(model.description, `Reference of the ${model.title}, version ${model.version}.`) }),
    '',
    "import { SpecOverview, SpecServers, SpecSecurity } from '@/rest/components/SpecOverview'",
    `import spec from '@/generated/rest/${config.folder}/spec.json'`,
    '',
    `# ${mdxText(model.title)}`,
    '',
    '<SpecOverview spec={spec} />',
    ''
  ]
  if (model.description) lines.push(mdxMarkdown(model.description), '')
  lines.push('## Servers', '', '<SpecServers spec={spec} />', '', '## Authentication', '', '<SpecSecurity spec={spec} />', '')
  lines.push('## Operations', '')
  const groups = groupByTag(model)
  for (const [tag, operations] of groups) {
    const description = model.tags.find((t) => t.name === tag)?.description
    lines.push(`### ${mdxText(tag)}`, '')
    if (description) lines.push(mdxMarkdown(description, 4), '')
    for (const op of operations) lines.push(`- [${mdxText(`${op.method.toUpperCase()} ${op.summary}`)}](${operationHref(config, op)}) — ${mdxInlineCode(op.path)}`)
    lines.push('')
  }
  return lines.join('\n')
}

/** Operations grouped by their first tag, in the spec's tag order; untagged ones last. */
export function groupByTag(model: SpecModel): [string, OperationModel[]][] {
  const groups = new Map<string, OperationModel[]>(model.tags.map((t) => [t.name, []]))
  for (const op of model.operations) {
    const tag = op.tags[0] ?? 'Other operations'
    if (!groups.has(tag)) groups.set(tag, [])
    groups.get(tag)!.push(op)
  }
  return [...groups].filter(([, ops]) => ops.length > 0)
}

export function renderMeta(model: SpecModel, config: RestSpecConfig): string {
  const entries: string[] = [`  ${JSON.stringify(config.infoSlug)}: 'Introduction'`]
  for (const [tag, operations] of groupByTag(model)) {
    entries.push(`  ${JSON.stringify(`-- ${tag}`)}: { type: 'separator', title: ${JSON.stringify(tag)} }`)
    for (const op of operations) entries.push(`  ${JSON.stringify(op.slug)}: ${JSON.stringify(op.summary)}`)
  }
  return `${tsHeader(specSource(config))}\nexport default {\n${entries.join(',\n')}\n}\n`
}

const METHOD_COLORS: Record<string, string> = {
  get: '#0b7a3e',
  post: '#1d5fb4',
  put: '#8a5a00',
  patch: '#6b3fa0',
  delete: '#b42318',
  head: '#4b5563',
  options: '#4b5563',
  trace: '#4b5563'
}

const BADGE = 'flex: none; align-self: center; margin-right: 0.4rem; padding: 0 0.3rem; border-radius: 4px; color: #fff; font: 700 0.625rem/1.4 ui-monospace, monospace;'

/** Method badges in the sidebars: Nextra's _meta titles are plain strings, so the badge comes from CSS keyed on the link. */
export function renderMethodCss(specs: { model: SpecModel; config: RestSpecConfig }[]): string {
  const byMethod = new Map<string, string[]>()
  for (const { model, config } of specs)
    for (const op of model.operations) {
      const path = `${REST_ROUTE}/${config.folder}/${op.slug}`
      byMethod.set(op.method, [...(byMethod.get(op.method) ?? []), `a[href$="${path}/"]`, `a[href$="${path}"]`])
    }
  const rules = [...byMethod].sort(([a], [b]) => a.localeCompare(b)).map(([method, selectors]) => {
    const list = selectors.flatMap((s) => [`.nextra-sidebar-container ${s}::before`, `.vnv-tree ${s}::before`]).join(',\n')
    return `${list} {\n  content: '${method === 'delete' ? 'DEL' : method.toUpperCase()}';\n  background: ${METHOD_COLORS[method]};\n  ${BADGE}\n}`
  })
  return `/* ${generatedHeader('openapi/*.yaml')} (rest/generator) */\n${rules.join('\n')}\n`
}
