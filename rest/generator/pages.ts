/**
 * model → MDX pages: a spec's introduction, one page per operation and one
 * per named schema. Pages carry their searchable text (title, description,
 * parameter names) as escaped MDX (escape.ts, the one escaping boundary);
 * everything structured goes to React components
 * (rest/components) as JSON exports (data.ts), which reach them as the
 * page's props: what the page renders, and the spec's shared facts (`spec`).
 */
import { count } from '../../lib/count'
import { jsonExport, mdxPageHead, mdxText } from '../../scripts/lib/generated'
import type { MediaData, SpecData, SpecTypes } from '../shared/data-types'
import { wireMethod } from '../shared/http-methods'
import { GUIDE_FOLDER, restPageHref, restSchemaHref, SCHEMAS_FOLDER } from '../shared/routes'
import { typeLabel } from '../shared/type-label'
import { operationData, operationResponses, schemaPageData, type SchemaPages } from './data'
import { toString } from 'mdast-util-to-string'
import { mdxInlineCode, mdxInlineMarkdown, mdxMarkdown, parseMarkdown } from './escape'
import type { SchemaNode } from '../shared/schema'
import type { OperationModel, ParameterModel, SpecModel } from './model/types'
import { operationRoute } from './model/slug'
import { requestParameters, valueSchemaOf } from './samples'
import { specSource, type RestSpecConfig } from './specs'
import type { GuideSection, SplitDescription } from './guide'
import { sidebarBadgeOf } from './sidebar'
import { groupByTag, type TagGroup } from './tag-groups'

const DESCRIPTION_MAX = 200

/**
 * One-line plain description for <meta name="description">, cards and llms.txt: the text of the spec's
 * Markdown as a reader sees it (code and link text kept, code blocks and HTML left out), its first
 * sentence, or its first words up to a word's end and an ellipsis.
 */
export function plainDescription(text: string | undefined, fallback: string): string {
  const blocks = parseMarkdown(text ?? '').children.filter((block) => block.type !== 'code' && block.type !== 'html')
  const plain = blocks
    .map((block) => toString(block, { includeHtml: false }))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  const sentence = plain.match(new RegExp(`^(.{20,${DESCRIPTION_MAX}}?[.!?])(\\s|$)`))?.[1]
  if (sentence) return sentence
  if (plain.length <= DESCRIPTION_MAX) return plain || fallback
  // One character more than the limit: a word that ends at the limit is kept whole.
  return `${plain
    .slice(0, DESCRIPTION_MAX + 1)
    .replace(/\s+\S*$/, '')
    .replace(/[,;:]$/, '')}…`
}

/**
 * An operation page's description: what the operation is (`PUT /sessions/{sessionId} — Update a session.`), then the
 * first sentence of the spec's description when both fit. A description alone may be a note ("No request body is
 * documented…"), which says nothing of what the operation does.
 */
export function operationDescription(operation: Pick<OperationModel, 'method' | 'path' | 'summary' | 'description'>): string {
  // A summary may end a sentence already, or end cut ("…").
  const what = `${wireMethod(operation.method)} ${operation.path} — ${operation.summary}${/[.!?…]$/.test(operation.summary) ? '' : '.'}`
  const more = plainDescription(operation.description, '')
  return more && !more.endsWith('…') && what.length + 1 + more.length <= DESCRIPTION_MAX ? `${what} ${more}` : what
}

function parameterTable(parameters: ParameterModel[], model: SpecModel, folder: string, slugs: Map<string, string>): string[] {
  const rows = parameters.map((p) => {
    const values = valueSchemaOf(p.schema, model)
    const details = [
      // A parameter described by `content` travels in that media type (a `querystring` is the whole query string).
      p.mediaType ? `${p.in === 'querystring' ? 'The whole query string, as' : 'As'} ${p.mediaType}.` : '',
      values.enum ? `One of ${values.enum.map((v) => JSON.stringify(v)).join(', ')}.` : '',
      values.default !== undefined ? `Default ${JSON.stringify(values.default)}.` : '',
      // The spec's own example (the samples send it for a required parameter): the reader sees where a value comes from.
      (p.example ?? values.example) !== undefined ? `Example ${JSON.stringify(p.example ?? values.example)}.` : '',
      p.deprecated ? 'Deprecated.' : ''
    ].filter(Boolean)
    // Only the description is Markdown (and may hold HTML); enum values, defaults and examples are data, shown as written.
    const own = p.description ? mdxInlineMarkdown(p.description) : ''
    // Before details, the description ends a sentence unless it ends one already ("(see Sorting)." but "(see Sorting)"),
    // or ends in markup of its own.
    const ended = !own || !details.length || /[.!?:>]$|[.!?]\)$/.test(own)
    const description = [ended ? own : `${own}.`, ...details.map(mdxText)].filter(Boolean).join(' ')
    // A named schema's type links to its page, as it does in schema trees.
    const slug = p.schema.ref && slugs.get(p.schema.ref)
    const type = slug ? `[${mdxText(p.schema.ref!)}](${restSchemaHref(folder, slug)})` : mdxText(typeLabel(p.schema))
    return `| ${mdxInlineCode(p.name)} | ${type} | ${p.required ? 'yes' : 'no'} | ${description || ' '} |`
  })
  return ['| Name | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows]
}

const LOCATION_TITLES = {
  path: 'Path parameters',
  query: 'Query parameters',
  querystring: 'Query string',
  header: 'Header parameters',
  cookie: 'Cookie parameters'
} as const

/** The components of rest/components/Operation a page uses (imports nothing it does not). */
const components = (operation: OperationModel) => [
  'OperationHeader',
  // A webhook has samples only if the spec gives some (nothing is generated for a request the API sends).
  ...(!operation.webhook || operation.codeSamples.length ? ['CodeSamples'] : []),
  'OperationTypes'
]

/**
 * A block rendered at build time (lib/mdx/recma-static-html.mjs): its components reach the browser as HTML
 * only, so they must not act there. The REST page's JavaScript sheds their code where every use is static.
 * Gain (npm run bench, first-load JS gzip): heaviest REST operation page 111.8 → 109.1 KB.
 */
const staticBlock = (component: string) => ['<div data-static-html>', component, '</div>']

/** A body shows as static HTML unless it has tabs (media types) or examples to copy (Bodies.tsx). */
const isStaticBody = (content: MediaData[] = []) => content.length <= 1 && content.every((media) => !media.examples?.length)

/** What pages of a spec are rendered with besides the model: where its schemas' pages are, its body types, its shared facts. */
export interface PageShared {
  pages: SchemaPages
  types: SpecTypes
  spec: SpecData
}

/**
 * One operation page. Its searchable text (summary, description, parameter names and descriptions) is
 * escaped MDX; the rest reaches the components as small JSON exports: `operation`, and the spec's `spec`.
 */
export function renderOperationPage(
  operation: OperationModel,
  model: SpecModel,
  config: RestSpecConfig,
  shared: PageShared,
  changed?: { action: 'added' | 'changed'; day: string; href: string }
): string {
  const source = specSource(config)
  const parameters = requestParameters(operation, model)
  const data = operationData(operation, model, shared.pages, shared.types, parameters)
  // Schema trees' code only on pages that show one: parameters' trees (Parameters) and bodies' (SchemaTree).
  const parameterTrees = (data.parameters ?? []).some((parameter) => parameter.schema)
  const bodies = [...(data.requestBody?.content ?? []), ...Object.values(data.responses).flatMap((response) => response.content ?? [])]
  const bodyTrees = bodies.some((media) => media.schema || media.itemSchema)
  const tree = bodyTrees ? ' SchemaTree={SchemaTree}' : ''
  const used = components(operation)
  const lines = [
    ...mdxPageHead(source, {
      title: operation.summary,
      description: operationDescription(operation),
      sidebarBadge: sidebarBadgeOf(operation.method)
    }),
    `import { ${used.join(', ')} } from '@/rest/components/Operation'`,
    "import { OperationMeta } from '@/rest/components/OperationMeta'",
    `import { ${operation.requestBody ? 'RequestBody, ' : ''}Responses } from '@/rest/components/Bodies'`,
    ...(parameterTrees ? ["import { Parameters } from '@/rest/components/Parameters'"] : []),
    ...(bodyTrees ? ["import { SchemaTree } from '@/rest/components/SchemaTree'"] : []),
    // A recent change of this operation: a badge linked to its changelog entry.
    ...(changed ? ["import { ChangedBadge } from '@/rest/components/ChangedBadge'", '', jsonExport('changed', changed)] : []),
    '',
    // Each data export a block of its own: a page's props take a block that holds one (lib/mdx/remark-page.mjs).
    jsonExport('spec', shared.spec),
    '',
    jsonExport('operation', data),
    '',
    `# ${mdxText(operation.summary)}`,
    '',
    ...(changed ? ['<ChangedBadge {...changed} />', ''] : []),
    '<OperationHeader operation={operation} spec={spec}>',
    ...staticBlock('<OperationMeta operation={operation} spec={spec} />'),
    '</OperationHeader>',
    ''
  ]
  if (operation.fullSummary) lines.push(mdxText(operation.fullSummary), '')
  if (operation.description) lines.push(mdxMarkdown(operation.description), '')
  // Wide screens show the code samples beside the reference (rest/styles.css): two columns, one block each,
  // both starting with a heading, so the table of contents tells which one the reader is in (Toc.tsx).
  const samples = used.includes('CodeSamples')
  if (samples) lines.push('<div className="vnv-wide-content vnv-operation-columns">', '<div>', '')
  if (operation.parameters.length) {
    lines.push('## Parameters', '')
    for (const location of ['path', 'query', 'querystring', 'header', 'cookie'] as const) {
      const group = operation.parameters.filter((p) => p.in === location)
      // The table right after its heading: narrow screens show its rows as cards (rest/styles.css finds it so).
      if (group.length)
        lines.push(`### ${LOCATION_TITLES[location]}`, '', ...parameterTable(group, model, config.folder, shared.pages.slugs), '')
    }
    if (parameterTrees) lines.push('<Parameters operation={operation} spec={spec} />', '')
  }
  if (operation.requestBody) {
    lines.push('## Request body', '')
    if (operation.requestBody.description) lines.push(mdxMarkdown(operation.requestBody.description, 3), '')
    const body = `<RequestBody operation={operation} spec={spec}${tree} />`
    lines.push(...(isStaticBody(data.requestBody?.content) ? staticBlock(body) : [body]), '')
  }
  // Status codes and their descriptions are in the component (shared responses are looked up in the spec's data).
  const responses = `<Responses operation={operation} spec={spec}${tree} />`
  const staticResponses = Object.values(data.responses).every((response) => isStaticBody(response.content))
  lines.push('## Responses', '', ...(staticResponses ? staticBlock(responses) : [responses]), '')
  if (operation.links.length) {
    lines.push('### Links', '')
    for (const link of operation.links) {
      const target = model.operations.find((op) => op.id === link.operationId)
      const to = target
        ? `[${mdxText(target.summary)}](${operationHref(config, target)})`
        : mdxInlineCode(link.operationId ?? link.operationRef ?? '')
      lines.push(
        `- ${mdxText(link.status)} ${mdxInlineCode(link.name)} → ${to}${link.description ? ` — ${mdxInlineMarkdown(link.description)}` : ''}`
      )
    }
    lines.push('')
  }
  if (operation.callbacks.length) {
    lines.push('## Callbacks', '', 'Requests the API may send when this operation runs:', '')
    for (const callback of operation.callbacks)
      lines.push(
        `- ${mdxInlineCode(callback.name)}: ${mdxInlineCode(`${wireMethod(callback.method)} ${callback.expression}`)}${callback.summary ? ` — ${mdxInlineMarkdown(callback.summary)}` : ''}`
      )
    lines.push('')
  }
  if (samples)
    lines.push(
      '</div>',
      '',
      '<div className="vnv-operation-samples">',
      '',
      '## Code samples',
      '',
      '<CodeSamples operation={operation} spec={spec} />',
      '',
      '</div>',
      '</div>',
      ''
    )
  lines.push('## TypeScript types', '', '<OperationTypes operation={operation} spec={spec} />', '')
  return lines.join('\n')
}

const operationHref = (config: RestSpecConfig, op: OperationModel) => restPageHref(config.folder, operationRoute(op))

/** The named schemas a schema refers to, anywhere in it (not through other named schemas). */
function referencedSchemas(node: SchemaNode | undefined, into = new Set<string>()): Set<string> {
  if (!node) return into
  if (node.ref) into.add(node.ref)
  for (const p of node.properties ?? []) referencedSchemas(p.schema, into)
  for (const child of [node.items, node.not, ...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])])
    referencedSchemas(child, into)
  if (typeof node.additionalProperties === 'object') referencedSchemas(node.additionalProperties, into)
  return into
}

/** Every schema tree of an operation: parameters, request body, responses (named ones included). */
function operationSchemas(operation: OperationModel, model: SpecModel): SchemaNode[] {
  const responses = operationResponses(operation, model).map(([, body]) => body)
  return [
    ...operation.parameters.map((p) => p.schema),
    ...[...(operation.requestBody?.content ?? []), ...responses.flatMap((r) => r?.content ?? [])].flatMap((m) => [
      ...(m.schema ? [m.schema] : []),
      ...(m.itemSchema ? [m.itemSchema] : [])
    ]),
    ...responses.flatMap((r) => r?.headers.flatMap((h) => h.schema ?? []) ?? [])
  ]
}

type Usages = Map<string, { operations: OperationModel[]; parents: string[] }>
const usageIndexes = new WeakMap<SpecModel, Usages>()

/**
 * For each named schema, the operations and the other schemas that refer to it, each tree walked once per
 * spec. On this site's specs that gains nothing measurable (REST generation 2.16 vs 2.19 s, median of 5); it
 * stays because walking every tree of the spec for each schema page is quadratic in the schemas of a spec.
 */
function usagesOf(model: SpecModel): Usages {
  let usages = usageIndexes.get(model)
  if (usages) return usages
  usages = new Map()
  const entry = (name: string) => usages!.get(name) ?? usages!.set(name, { operations: [], parents: [] }).get(name)!
  for (const op of model.operations) {
    const names = new Set<string>()
    for (const schema of operationSchemas(op, model)) referencedSchemas(schema, names)
    for (const name of names) entry(name).operations.push(op)
  }
  for (const other of Object.keys(model.schemas).sort())
    for (const name of referencedSchemas(model.schemas[other])) if (name !== other) entry(name).parents.push(other)
  usageIndexes.set(model, usages)
  return usages
}

/** A named schema's page: its description, its tree, an example, its TypeScript and where it is used. */
export function renderSchemaPage(name: string, model: SpecModel, config: RestSpecConfig, shared: PageShared): string {
  const schema = model.schemas[name]
  const { operations: usedBy, parents } = usagesOf(model).get(name) ?? { operations: [], parents: [] }
  const lines = [
    // Two specs may well name a schema alike: the page title (unique on the site) says which spec.
    ...mdxPageHead(specSource(config), {
      title: `${name} (${config.label})`,
      description: plainDescription(schema.description, `The ${name} schema of the ${model.title}.`)
    }),
    "import { SchemaPage } from '@/rest/components/SchemaPage'",
    '',
    jsonExport('spec', shared.spec),
    '',
    jsonExport('schema', schemaPageData(name, model, shared.pages, shared.types)),
    '',
    `# ${mdxText(name)}`,
    ''
  ]
  if (schema.description) lines.push(mdxMarkdown(schema.description), '')
  lines.push('<SchemaPage schema={schema} spec={spec} />', '')
  if (usedBy.length || parents.length) {
    lines.push('## Used by', '')
    for (const op of usedBy) lines.push(`- [${mdxText(`${wireMethod(op.method)} ${op.label}`)}](${operationHref(config, op)})`)
    for (const parent of parents)
      lines.push(`- Schema [${mdxText(parent)}](${restSchemaHref(config.folder, shared.pages.slugs.get(parent)!)})`)
    lines.push('')
  }
  return lines.join('\n')
}

/** The page of a spec's schemas folder: each named schema, linked, with the first sentence of its description. */
export function renderSchemaIndexPage(model: SpecModel, config: RestSpecConfig, slugs: Map<string, string>): string {
  const names = Object.keys(model.schemas).sort()
  const lines = [
    ...mdxPageHead(specSource(config), {
      title: `Schemas (${config.label})`,
      description: `The ${count(names.length, 'named schema')} of the ${model.title}, one page each.`
    }),
    '# Schemas',
    '',
    `The named schemas of the [${mdxText(model.title)}](${restPageHref(config.folder, config.infoSlug)}), each on a page of its own.`,
    ''
  ]
  for (const name of names) {
    const summary = plainDescription(model.schemas[name].description, '')
    lines.push(`- [${mdxText(name)}](${restSchemaHref(config.folder, slugs.get(name)!)})${summary ? `: ${mdxText(summary)}` : ''}`)
  }
  lines.push('')
  return lines.join('\n')
}

export function renderInfoPage(
  model: SpecModel,
  config: RestSpecConfig,
  spec: SpecData,
  guide: SplitDescription = { lead: model.description ?? '', sections: [] },
  /** Whether the spec is split over part files: its download is then bundled into one. */
  fromParts = false
): string {
  const source = specSource(config)
  const lines = [
    ...mdxPageHead(source, {
      title: model.title,
      description: plainDescription(model.description, `Reference of the ${model.title}, version ${model.version}.`)
    }),
    "import { SpecOverview, SpecServers, SpecSecurity } from '@/rest/components/SpecOverview'",
    '',
    jsonExport('spec', spec),
    '',
    `# ${mdxText(model.title)}`,
    '',
    '<SpecOverview spec={spec} />',
    '',
    // The guide and the reference name each other, so a reader knows which one is open (the guide links here).
    ...(config.guide ? [`For a walkthrough of the service, see [${mdxText(config.guide.title)}](${config.guide.href}).`, ''] : [])
  ]
  if (model.convertedFrom)
    lines.push(
      `> This reference was converted from a ${model.convertedFrom} document when the site was built; the download is the original${fromParts ? ', its files bundled into one' : ' file'}.`,
      ''
    )
  if (guide.lead) lines.push(mdxMarkdown(guide.lead), '')
  if (guide.sections.length) {
    lines.push('## Guide', '')
    for (const section of guide.sections)
      lines.push(`- [${mdxText(section.title)}](${restPageHref(config.folder, `${GUIDE_FOLDER}/${section.slug}`)})`)
    lines.push('')
  }
  lines.push('## Servers', '', '<SpecServers spec={spec} />', '', '## Authentication', '', '<SpecSecurity spec={spec} />', '')
  lines.push('## Operations', '')
  // Each group under a heading, a nested tag's (OpenAPI 3.2) one level below its parent's.
  const listGroups = (groups: TagGroup[], depth: number) => {
    for (const group of groups) {
      lines.push(`${'#'.repeat(Math.min(3 + depth, 6))} ${mdxText(group.label)}`, '')
      if (group.description) lines.push(mdxMarkdown(group.description, Math.min(4 + depth, 6)), '')
      for (const op of group.operations)
        lines.push(
          `- [${mdxText(`${wireMethod(op.method)} ${op.label}`)}](${operationHref(config, op)})${op.label === op.path ? '' : ` — ${mdxInlineCode(op.path)}`}`
        )
      if (group.operations.length) lines.push('')
      listGroups(group.children, depth + 1)
    }
  }
  listGroups(groupByTag(model), 0)
  const schemas = Object.keys(model.schemas).length
  if (schemas)
    lines.push(
      '## Schemas',
      '',
      `The spec has ${count(schemas, 'named schema')}, listed on [Schemas](${restPageHref(config.folder, SCHEMAS_FOLDER)}).`,
      ''
    )
  return lines.join('\n')
}

/** A section of a long introduction as its own page: the section's heading is the page's, its sub-headings follow from h2. */
export function renderGuidePage(section: GuideSection, model: SpecModel, config: RestSpecConfig): string {
  return [
    ...mdxPageHead(specSource(config), {
      title: `${section.title} (${config.label})`,
      description: plainDescription(section.body, `${section.title}: part of the introduction to the ${model.title}.`)
    }),
    '',
    `# ${mdxText(section.title)}`,
    '',
    ...(section.body ? [mdxMarkdown(section.body, 1 - section.depth), ''] : [])
  ].join('\n')
}
