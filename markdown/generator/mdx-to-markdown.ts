/**
 * One MDX page → clean CommonMark + GFM: no import or export lines, no JSX, no raw HTML. Components
 * become what they mean in Markdown through a component map (markdown/generator/types.ts); their
 * props are evaluated at build time from literals, the page's `export const` values and imported
 * JSON. Pure: the file system is reached only through `readJson`.
 */
import type { Program, Expression, Node as EstreeNode } from 'estree'
import type { Nodes, Parent, Root, RootContent } from 'mdast'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm'
import { mdxFromMarkdown, type MdxJsxAttribute, type MdxJsxExpressionAttribute } from 'mdast-util-mdx'
import { defaultHandlers, toMarkdown, type Handle } from 'mdast-util-to-markdown'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfm } from 'micromark-extension-gfm'
import { mdxjs } from 'micromark-extension-mdxjs'
import { fenceFileName } from '../../lib/mdx/fence-file-name.mjs'
import { CUSTOM_ID } from '../../lib/mdx/remark-page.mjs'
import { importedNames, PAGE_COMPONENTS } from '../../lib/mdx/remark-component-imports.mjs'
import { htmlElementMarkdown } from './html-elements'
import { UNEVALUATED, type ComponentMap, type PageContext } from './types'

export interface ConvertOptions {
  /** The file, as problems name it ('pages/docs/x.mdx'). */
  file: string
  page: PageContext
  components: ComponentMap
  /** The value of a JSON module a page imports (`@/generated/rest/index.json`), or undefined when there is none. */
  readJson(specifier: string): unknown
}

export interface Conversion {
  /** The page's Markdown, without front matter. */
  markdown: string
  /** The same as a Markdown tree, for other renderings of the page (llms-full.txt). */
  tree: Root
  /** Every problem of the page, each `file:line:column: message`. */
  problems: string[]
}

/** Settles how the twins write Markdown, so every page reads alike. */
const MARKDOWN_STYLE = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one'
} as const

export const parseMdx = (source: string): Root =>
  fromMarkdown(source, {
    extensions: [mdxjs(), gfm(), frontmatter(['yaml'])],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])]
  })

/**
 * A line break (`<br />`) where Markdown cannot hold one: a GFM table cell is a single line, and the
 * library's plain space would run the cell's lines together, so they are parted by a separator.
 */
const lineBreak: Handle = (node, parent, state, info) =>
  state.stack.includes('tableCell')
    ? `${/[\t ]/.test(info.before) ? '' : ' '}·${/[\t ]/.test(info.after) ? '' : ' '}`
    : defaultHandlers.break(node, parent, state, info)

export const stringifyMarkdown = (tree: Root): string =>
  toMarkdown(tree, { ...MARKDOWN_STYLE, handlers: { break: lineBreak }, extensions: [gfmToMarkdown({ tablePipeAlign: false })] })

type Scope = Map<string, unknown>

/** A literal expression's value (objects, arrays, strings, numbers, booleans, null, names in scope), else UNEVALUATED. */
export function evaluate(node: EstreeNode | null | undefined, scope: Scope): unknown {
  if (!node) return UNEVALUATED
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? UNEVALUATED : node.value
    case 'TemplateLiteral': {
      const values = node.expressions.map((expression) => evaluate(expression, scope))
      if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) return UNEVALUATED
      return node.quasis.map((quasi, index) => `${quasi.value.cooked}${index < values.length ? String(values[index]) : ''}`).join('')
    }
    case 'MemberExpression': {
      const object = evaluate(node.object, scope)
      const key = node.computed ? evaluate(node.property, scope) : node.property.type === 'Identifier' ? node.property.name : UNEVALUATED
      if (!object || typeof object !== 'object' || (typeof key !== 'string' && typeof key !== 'number')) return UNEVALUATED
      return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument, scope)
      return node.operator === '-' && typeof value === 'number' ? -value : UNEVALUATED
    }
    case 'Identifier':
      return scope.has(node.name) ? scope.get(node.name) : node.name === 'undefined' ? undefined : UNEVALUATED
    case 'ArrayExpression':
      return node.elements.map((element) => (element && element.type !== 'SpreadElement' ? evaluate(element, scope) : UNEVALUATED))
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {}
      for (const property of node.properties) {
        if (property.type === 'SpreadElement') {
          const spread = evaluate(property.argument, scope)
          if (spread && typeof spread === 'object') Object.assign(value, spread)
          continue
        }
        const key = property.computed
          ? evaluate(property.key, scope)
          : property.key.type === 'Identifier'
            ? property.key.name
            : evaluate(property.key, scope)
        if (typeof key === 'string' || typeof key === 'number') value[key] = evaluate(property.value, scope)
      }
      return value
    }
    default:
      return UNEVALUATED
  }
}

const programExpression = (program: Program | undefined): Expression | undefined => {
  const statement = program?.body[0]
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined
}

/** `export const` values and JSON imports of the page's ESM blocks, by name. */
function collectScope(tree: Root, readJson: ConvertOptions['readJson']): Scope {
  const scope: Scope = new Map()
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    const program = node.data?.estree as Program | undefined
    for (const statement of program?.body ?? []) {
      if (
        statement.type === 'ImportDeclaration' &&
        typeof statement.source.value === 'string' &&
        statement.source.value.endsWith('.json')
      ) {
        const name = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name
        if (name) scope.set(name, readJson(statement.source.value) ?? UNEVALUATED)
      }
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
      if (declaration?.type !== 'VariableDeclaration') continue
      for (const declarator of declaration.declarations) {
        if (declarator.id.type === 'Identifier') scope.set(declarator.id.name, evaluate(declarator.init, scope))
      }
    }
  }
  return scope
}

function propsOf(attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[], scope: Scope): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const spread = programExpression(attribute.data?.estree as Program | undefined)
      const value = spread?.type === 'ObjectExpression' ? evaluate(spread, scope) : UNEVALUATED
      if (value && typeof value === 'object') Object.assign(props, value)
      continue
    }
    const { name, value } = attribute
    props[name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : evaluate(programExpression(value.data?.estree as Program | undefined), scope)
  }
  return props
}

/** `/docs/x/` → the page's link; a relative link resolves against the page's URL, as a browser would. */
function resolveUrl(url: string, page: PageContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return url
  const base = new URL(`https://site.invalid${page.route.endsWith('/') ? page.route : `${page.route}/`}`)
  const resolved = new URL(url, base)
  return page.link(`${resolved.pathname}${resolved.search}${resolved.hash}`)
}

/**
 * Trims the spaces a removed element or expression leaves at either end of a paragraph or heading
 * (Markdown would otherwise keep them as `&#x20;`).
 */
function trimEnds(children: RootContent[]): RootContent[] {
  const trimmed = [...children]
  const first = trimmed[0]
  if (first?.type === 'text') trimmed[0] = { ...first, value: first.value.trimStart() }
  const last = trimmed.at(-1)
  if (last?.type === 'text') trimmed[trimmed.length - 1] = { ...last, value: last.value.trimEnd() }
  return trimmed.filter((node) => node.type !== 'text' || node.value !== '')
}

const isCommentExpression = (value: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(value)

/** Converts one page. Problems are collected, never thrown: a page reports all of them at once. */
export function mdxToMarkdown(source: string, options: ConvertOptions): Conversion {
  const problems: string[] = []
  let tree: Root
  try {
    tree = parseMdx(source)
  } catch (error) {
    // An element left open is named with its place only in the message: "Expected a closing tag for `<X>` (14:1-14:22)".
    const [, openLine, openColumn] = (error as Error).message.match(/\((\d+):(\d+)-\d+:\d+\)$/) ?? []
    const { line = Number(openLine ?? 1), column = Number(openColumn ?? 1) } = error as { line?: number; column?: number }
    return {
      markdown: '',
      tree: { type: 'root', children: [] },
      problems: [`${options.file}:${line}:${column}: ${(error as Error).message}`]
    }
  }
  const scope = collectScope(tree, options.readJson)
  const imported = importedNames(tree)
  const at = (node: Nodes) => `${options.file}:${node.position?.start.line ?? 1}:${node.position?.start.column ?? 1}`

  let sectionDepth = 0
  const convertChildren = (parent: Parent): RootContent[] => parent.children.flatMap((child) => convert(child as Nodes))

  function convert(node: Nodes): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return []
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        if (isCommentExpression(node.value)) return []
        const value = evaluate(programExpression(node.data?.estree as Program | undefined), scope)
        if (typeof value === 'string' || typeof value === 'number') {
          const text = { type: 'text' as const, value: String(value) }
          return [node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text] } : text]
        }
        problems.push(`${at(node)}: the expression {${node.value.trim()}} has no value at build time; write its text instead`)
        return []
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const children = convertChildren(node)
        if (!node.name) return children
        const props = propsOf(node.attributes, scope)
        if (/^[a-z]/.test(node.name))
          return htmlElementMarkdown(node.name, props, children, node.type === 'mdxJsxTextElement').map((element) =>
            element.type === 'link' || element.type === 'image' ? { ...element, url: resolveUrl(element.url, options.page) } : element
          )
        const handler = Object.hasOwn(options.components, node.name) ? options.components[node.name] : undefined
        if (!handler) {
          const [component] = node.name.split('.')
          problems.push(
            imported.has(component) || Object.hasOwn(PAGE_COMPONENTS, component)
              ? `${at(node)}: <${node.name}> has no Markdown meaning; add it to the component map (markdown/generator/components.ts)`
              : `${at(node)}: <${node.name}> is not imported by the page, nor one of the components pages use without an import (${Object.keys(PAGE_COMPONENTS).join(', ')})`
          )
          return children
        }
        return handler({
          name: node.name,
          props,
          children,
          page: options.page,
          sectionDepth,
          problem: (message) => problems.push(`${at(node)}: <${node.name}> ${message}`)
        }) as RootContent[]
      }
      case 'heading': {
        sectionDepth = node.depth
        // A custom heading id (`## Title [#anchor]`, lib/mdx/remark-page.mjs) sets the HTML id; it is no text of the heading.
        const children = trimEnds(convertChildren(node))
        const last = children.at(-1)
        if (last?.type === 'text') {
          const value = last.value.replace(CUSTOM_ID, '')
          children.splice(-1, 1, ...(value ? [{ ...last, value }] : []))
        }
        return [{ ...node, children } as RootContent]
      }
      case 'text':
        // The source's line wrapping is for its editor; on a phone, or to a language model, a paragraph is one line.
        return [{ ...node, value: node.value.replace(/[ \t]*\n[ \t]*/g, ' ') }]
      case 'paragraph': {
        const children = trimEnds(convertChildren(node))
        return children.length ? [{ ...node, children } as RootContent] : []
      }
      case 'code': {
        // Fence metadata (`live`, titles, highlights) drives the site's renderers; the twin keeps the code and
        // the block's file name, which tells the reader where the code goes.
        const fileName = fenceFileName(node.meta)
        return [{ ...node, meta: fileName ? `filename="${fileName}"` : null }]
      }
      case 'link':
      case 'definition':
        return [
          {
            ...node,
            url: resolveUrl(node.url, options.page),
            ...('children' in node ? { children: convertChildren(node) } : {})
          } as RootContent
        ]
      case 'image':
        return [{ ...node, url: resolveUrl(node.url, options.page) }]
      case 'html':
        // MDX has no raw HTML; kept out in case a parser option ever lets some through.
        return []
      default:
        return 'children' in node ? [{ ...node, children: convertChildren(node) } as RootContent] : [node as RootContent]
    }
  }

  const root: Root = { type: 'root', children: convertChildren(tree) }
  return { markdown: stringifyMarkdown(root), tree: root, problems }
}
