/**
 * A schema from a page's data in Markdown: what SchemaTree shows as an expandable tree
 * (rest/shared/schema-view.ts reads the schema for both), as a type line and a property table.
 * Nested properties written in place get dotted names (`meta.path`, `lines[].sku`) down to
 * FLAT_DEPTH levels; named schemas are links to their pages; variants are numbered lists.
 */
import type { BlockContent, PhrasingContent } from 'mdast'
import { inlineCode, jsonBlock, link, paragraph, table, text } from '../../../markdown/generator/build'
import type { ComponentCall } from '../../../markdown/generator/types'
import type { SchemaData } from '../../shared/data-types'
import { restSchemaHref } from '../../shared/routes'
import {
  CIRCULAR,
  discriminatorMapping,
  EXAMPLE_FACT,
  hasBody,
  innermost,
  rootBody,
  schemaFacts,
  schemaFlags,
  typeNameParts,
  VARIANT_KINDS,
  VARIANT_TITLES,
  variantTitle,
  withTarget,
  type Direction
} from '../../shared/schema-view'
import { typeLabel } from '../../shared/type-label'
import { blockList } from './lists'
import { specBlocks, specPhrasing } from './spec-text'

/** How many levels of properties written in place one table shows by dotted names; deeper ones get a table of their own. */
const FLAT_DEPTH = 4

export interface SchemaContext {
  call: ComponentCall
  /** The spec's URL folder, for links to named schemas' pages. */
  folder: string
  direction: Direction
}

/** A type label whose named schema, if it has one, links to that schema's page (SchemaTree's TypeName). */
export function typeName(schema: SchemaData, context: SchemaContext): PhrasingContent[] {
  const { before, ref, refPage, after } = typeNameParts(schema)
  if (!ref || !refPage) return [text(before)]
  return [
    ...(before ? [text(before)] : []),
    link(context.call.page.link(restSchemaHref(context.folder, refPage)), text(ref)),
    ...(after ? [text(after)] : [])
  ]
}

/** The flags after a type (`read-only (set by the server; ignored in requests)`), `required` left to the table's column. */
function flagText(schema: SchemaData, label: string, context: SchemaContext): string {
  return schemaFlags(schema, label, context.direction)
    .map(({ kind, title }) => (title ? `${kind} (${title[0].toLowerCase()}${title.slice(1)})` : kind))
    .join(', ')
}

/** A type with its flags, on one line. */
function typeWithFlags(schema: SchemaData, context: SchemaContext, flagsOf = schema): PhrasingContent[] {
  const flags = flagText(flagsOf, typeLabel(schema), context)
  return [...typeName(schema, context), ...(flags ? [text(`, ${flags}`)] : [])]
}

/** Facts (allowed values, default, constraints, example) as sentences: `Default: "x".` */
const factPhrasing = (schema: SchemaData): PhrasingContent[] =>
  schemaFacts(schema).flatMap(([label, value], i) => [text(`${i ? ' ' : ''}${label}: `), inlineCode(value), text('.')])

/** A description and its facts as blocks (SchemaTree's Facts); an example object or array as a json block. */
const factBlocks = (schema: SchemaData, context: SchemaContext): BlockContent[] => [
  ...(specBlocks(schema.descriptionHtml, context.call) as BlockContent[]),
  ...schemaFacts(schema).flatMap(([label, value]) =>
    label === EXAMPLE_FACT && typeof schema.example === 'object' && schema.example !== null
      ? [paragraph(text(`${label}:`)), jsonBlock(schema.example)]
      : [paragraph(text(`${label}: `), inlineCode(value))]
  )
]

/** A description and its facts in one table cell. */
function describedCell(schema: SchemaData, context: SchemaContext): PhrasingContent[] {
  const description = specPhrasing(schema.descriptionHtml, context.call)
  const facts = factPhrasing(schema)
  return [...description, ...(description.length && facts.length ? [text(' ')] : []), ...facts]
}

/** Where a property's nested properties can go in its parent's table: a plain object, or arrays of one. */
function flatChild(schema: SchemaData): { node: SchemaData; arrays: number } | undefined {
  if (!hasBody(schema)) return undefined
  const { node, arrays } = innermost(schema)
  const plain =
    !node.ref &&
    !node.circular &&
    Boolean(node.properties?.length) &&
    !node.oneOf &&
    !node.anyOf &&
    !node.allOf &&
    !node.discriminator &&
    typeof node.additionalProperties !== 'object' &&
    // An array's items keep their own words in a section of their own.
    (arrays === 0 || (!node.descriptionHtml && schemaFacts(node).length === 0))
  return plain ? { node, arrays } : undefined
}

/** A schema's properties as one table (nested ones by dotted name), and what a row cannot hold after it. */
function propertyTable(schema: SchemaData, context: SchemaContext): BlockContent[] {
  const rows: (string | PhrasingContent[])[][] = []
  const sections: BlockContent[] = []
  const add = (parent: SchemaData, prefix: string, level: number) => {
    for (const property of parent.properties ?? []) {
      const name = `${prefix}${property.name}`
      rows.push([
        [inlineCode(name)],
        typeWithFlags(property.schema, context),
        property.required ? 'yes' : 'no',
        describedCell(property.schema, context)
      ])
      if (!hasBody(property.schema)) continue
      const flat = flatChild(property.schema)
      if (flat && level < FLAT_DEPTH) add(flat.node, `${name}${'[]'.repeat(flat.arrays)}.`, level + 1)
      else {
        // The row already has the description and facts: a section only for what it cannot hold.
        const more = schemaBody(property.schema, context, {}, false)
        if (more.length) sections.push(paragraph(inlineCode(name), text(':')), ...more)
      }
    }
  }
  add(schema, '', 1)
  return [table(['Name', 'Type', 'Required', 'Description'], rows), ...sections]
}

/** The body of a schema: its description and facts, discriminator, variants, properties, items (SchemaTree's SchemaBody). */
function schemaBody(
  schema: SchemaData,
  context: SchemaContext,
  expanded: Record<string, SchemaData> = {},
  withFacts = true
): BlockContent[] {
  if (schema.circular) return [paragraph(text(CIRCULAR))]
  const blocks: BlockContent[] = withFacts ? factBlocks(schema, context) : []
  if (schema.discriminator)
    blocks.push(
      paragraph(text('Discriminator: '), inlineCode(schema.discriminator.propertyName), text(discriminatorMapping(schema.discriminator)))
    )
  for (const kind of VARIANT_KINDS) {
    const variants = schema[kind]
    if (!variants) continue
    blocks.push(
      paragraph(text(`${VARIANT_TITLES[kind]}:`)),
      blockList(
        variants.map((variant) => {
          const body = withTarget(variant, expanded)
          const line = paragraph(...(variant.title ? [text(variantTitle(variant))] : []), ...typeName(variant, context))
          return [line, ...(hasBody(body) ? schemaBody(body, context) : factBlocks(variant, context))]
        }),
        true
      )
    )
  }
  if (schema.properties?.length) blocks.push(...propertyTable(schema, context))
  if (schema.items && hasBody(schema.items))
    blocks.push(paragraph(text('Items: '), text(typeLabel(schema.items))), ...schemaBody(schema.items, context))
  if (typeof schema.additionalProperties === 'object') {
    const additional = schema.additionalProperties
    blocks.push(paragraph(text('Additional properties: '), ...typeName(additional, context)))
    if (hasBody(additional)) blocks.push(...schemaBody(additional, context))
  }
  return blocks
}

/**
 * A schema as a page shows it at the top of a body or a schema page: its type (a link when it is a
 * named schema), then the body of the schema the page expands, if any (SchemaTree).
 */
export function schemaTree(
  schema: SchemaData,
  context: SchemaContext,
  expanded: Record<string, SchemaData> = {},
  omitRootExample = false
): BlockContent[] {
  const { body, flagsOf } = rootBody(schema, expanded, omitRootExample)
  return [paragraph(text('Type: '), ...typeWithFlags(schema, context, flagsOf)), ...(body ? schemaBody(body, context, expanded) : [])]
}
