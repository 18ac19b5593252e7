/**
 * The one escaping boundary between spec text and MDX. Everything a spec
 * author wrote (summaries, descriptions, titles, names, enum values) goes
 * through here before it reaches a generated page, so it can never become
 * MDX, JSX, HTML or script — while staying plain text that search indexes.
 */
import type { Html, Image, Link, Nodes, Parents, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm'
import { mdxToMarkdown } from 'mdast-util-mdx'
import { toMarkdown } from 'mdast-util-to-markdown'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

const ESM_START = /^(\s*)(import|export)\b/
/** `import`/`export` at the start of a line would be read as JavaScript: write its first letter as a character reference. */
const neutraliseEsm = (line: string) =>
  line.replace(ESM_START, (_m, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`)

/** Inline plain text: one line, every ASCII punctuation character escaped. */
export function mdxText(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ').trim()
  return neutraliseEsm(oneLine.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`))
}

/** Text inside backticks: picks a fence longer than any backtick run in the value. */
export function mdxInlineCode(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ').trim()
  const longest = Math.max(0, ...(oneLine.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = oneLine.startsWith('`') || oneLine.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${oneLine}${pad}${fence}`
}

/** Spec Markdown is read as GitHub-flavoured Markdown, and written back for MDX with links written out in full. */
const parseMarkdown = (value: string) => fromMarkdown(value, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
const MARKDOWN_OUT = { extensions: [gfmToMarkdown(), mdxToMarkdown()], resourceLink: true }

const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/))/i
/** Fence languages a page transform turns into something else (Nextra draws `mermaid` as a diagram). */
const TRANSFORMED_LANGUAGES = new Set(['mermaid'])
/** A language name as highlighters spell them; anything else is shown as text. */
const LANGUAGE = /^[\w+#.-]+$/

function sanitise(tree: Root, headingOffset: number): void {
  const visit = (node: Nodes, parent?: Parents, index?: number) => {
    if (node.type === 'html' && parent && index !== undefined) {
      // Raw HTML is shown as text, never rendered (a paragraph where it stood as a block).
      const text = { type: 'text', value: (node as Html).value }
      parent.children[index] = (
        ['root', 'blockquote', 'listItem'].includes(parent.type) ? { type: 'paragraph', children: [text] } : text
      ) as never
      return
    }
    if (node.type === 'code') {
      // A fence from a spec is plain highlighted code: its meta (live, twoslash, npm2yarn, filename…) would
      // make the page's transforms run or rewrite it, so it goes, and so does a language a transform acts on.
      node.meta = null
      if (node.lang && (TRANSFORMED_LANGUAGES.has(node.lang.toLowerCase()) || !LANGUAGE.test(node.lang))) node.lang = 'text'
    }
    if (node.type === 'heading') node.depth = Math.min(6, node.depth + headingOffset) as typeof node.depth
    if (node.type === 'link' || node.type === 'definition') {
      const link = node as Link
      if (!SAFE_URL.test(link.url.trim())) link.url = '#'
    }
    if (node.type === 'image' && parent && index !== undefined) {
      // No remote images from specs: the page keeps a link the reader can follow.
      const image = node as Image
      parent.children[index] = {
        type: 'link',
        url: SAFE_URL.test(image.url) ? image.url : '#',
        children: [{ type: 'text', value: image.alt || image.url }]
      } as never
      return
    }
    if ('children' in node) node.children.forEach((child, i) => visit(child as Nodes, node as Parents, i))
  }
  visit(tree)
}

/**
 * The link targets of a Markdown text that the pages drop (shown as links to nowhere): relative
 * paths, which mean nothing on this site, and schemes other than http(s) and mailto.
 */
export function droppedLinks(value: string): string[] {
  const dropped: string[] = []
  const visit = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && !SAFE_URL.test(node.url.trim()))
      dropped.push(node.url)
    if ('children' in node) node.children.forEach((child) => visit(child as Nodes))
  }
  visit(parseMarkdown(value))
  return dropped
}

/**
 * Markdown from a spec as safe MDX: the Markdown still renders (emphasis,
 * lists, code, tables, links), raw HTML shows as text, headings are pushed
 * below the page's own, and link targets are limited to http(s), mailto,
 * site paths and anchors.
 */
export function mdxMarkdown(value: string, headingOffset = 2): string {
  const tree = parseMarkdown(value)
  sanitise(tree, headingOffset)
  const markdown = toMarkdown(tree, { ...MARKDOWN_OUT, fences: true })
  let inFence: string | null = null
  return markdown
    .split('\n')
    .map((line) => {
      const fence = line.match(/^\s*(`{3,}|~{3,})/)
      if (fence) {
        if (!inFence) inFence = fence[1][0]
        else if (fence[1][0] === inFence) inFence = null
        return line
      }
      return inFence ? line : neutraliseEsm(line)
    })
    .join('\n')
    .trim()
}

const toHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(() => (tree: Root) => sanitise(tree, 0))
  .use(remarkRehype)
  .use(rehypeStringify)

/**
 * Markdown from a spec as an HTML string for components, made once at
 * generation time so no Markdown parser ships to the browser. Same rules as
 * mdxMarkdown: raw HTML shows as text (rehype-stringify escapes it), link
 * targets are limited, no images. One paragraph comes back without its <p>,
 * so the result also fits inline (a list item, a <summary>).
 */
export function markdownHtml(value: string): string {
  const html = String(toHtml.processSync(value)).trim()
  const single = html.match(/^<p>([\s\S]*)<\/p>$/)
  return single && !single[1].includes('<p>') ? single[1] : html
}

/** One block of a cell's Markdown, on one line: paragraphs and headings as their inline text, list items bulleted. */
function inlineBlock(node: Nodes): string[] {
  const inline = (children: Nodes[]) =>
    toMarkdown({ type: 'root', children: [{ type: 'paragraph', children }] } as Root, MARKDOWN_OUT)
      .trim()
      .replace(/\n/g, ' ')
  if (node.type === 'paragraph' || node.type === 'heading') return [inline(node.children as Nodes[])]
  if (node.type === 'list')
    return node.children.map((item) => `• ${item.children.flatMap((child) => inlineBlock(child as Nodes)).join(' ')}`)
  if (node.type === 'code') return [mdxInlineCode(node.value)]
  return [mdxText(toString(node))]
}

/**
 * Markdown that must stay on one line (a table cell): inline Markdown is kept; blocks (paragraphs,
 * list items, code) each become one line, separated by line breaks; pipes are escaped.
 */
export function mdxInlineMarkdown(value: string): string {
  const tree = parseMarkdown(value)
  sanitise(tree, 0)
  return tree.children
    .flatMap((node) => inlineBlock(node as Nodes))
    .map((line) => neutraliseEsm(line).replace(/(?<!\\)\|/g, '\\|'))
    .join(' <br /> ')
}
