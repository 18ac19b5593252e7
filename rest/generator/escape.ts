/**
 * The one escaping boundary between spec text and MDX. Everything a spec
 * author wrote (summaries, descriptions, titles, names, enum values) goes
 * through here (plain text through mdxText, which every generator shares from
 * scripts/lib/generated.ts) before it reaches a generated page, so it can never become
 * MDX expressions, imports, components or script — while staying text that
 * search indexes. HTML a description writes renders only through the
 * allow-list of SPEC_HTML_SCHEMA.
 */
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { raw } from 'hast-util-raw'
import { sanitize, type Schema } from 'hast-util-sanitize'
import type { Image, Link, Nodes, Parents, PhrasingContent, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx'
import { toHast } from 'mdast-util-to-hast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm'
import { mdxToMarkdown } from 'mdast-util-mdx'
import { toMarkdown } from 'mdast-util-to-markdown'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import rehypeStringify from 'rehype-stringify'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { mdxText, neutraliseEsm } from '../../scripts/lib/generated'

/** Text inside backticks: picks a fence longer than any backtick run in the value. */
export function mdxInlineCode(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ').trim()
  const longest = Math.max(0, ...(oneLine.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = oneLine.startsWith('`') || oneLine.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${oneLine}${pad}${fence}`
}

/**
 * Spec Markdown is read as GitHub-flavoured Markdown, each distinct text once: a description is checked for
 * warnings and converted for every place that shows it. The tree is shared, so callers only read it; a
 * conversion, which rewrites it, takes a copy (markdownTree). Whole process, median of 5 paired: DocuSign's
 * 2.7 MB spec 13.4 → 11.5 s (it parsed 2.0 MB of Markdown for 0.8 MB of distinct text), Stripe's 13.1 → 11.7 s.
 */
const parsed = new Map<string, Root>()
const GFM = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }
export function parseMarkdown(value: string): Root {
  let tree = parsed.get(value)
  if (!tree) parsed.set(value, (tree = fromMarkdown(value, GFM)))
  return tree
}
const markdownTree = (value: string): Root => structuredClone(parseMarkdown(value))

/** Spec Markdown written back for MDX, with links written out in full. */
const MARKDOWN_OUT = {
  extensions: [gfmToMarkdown(), mdxToMarkdown()],
  // Braces and angle brackets are escaped wherever text is written, also directly inside a JSX element.
  unsafe: [{ character: '{' as const }, { character: '}' as const }, { character: '<' as const }],
  resourceLink: true
}

const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/))/i
/** Images the pages show: from the web or this site. A relative path means nothing here; data: and other schemes stay out. */
const SAFE_IMAGE = /^(https?:|\/(?!\/))/i
/** Fence languages a page transform turns into something else (`mermaid` becomes a drawn diagram: diagrams/remark-diagrams.mjs). */
const TRANSFORMED_LANGUAGES = new Set(['mermaid'])
/** A language name as highlighters spell them; anything else is shown as text. */
const LANGUAGE = /^[\w+#.-]+$/

/** The language of a fenced block of spec text (a fence, a code sample): a highlighter's name, else `text`. */
export const fenceLanguage = (lang: string) => (TRANSFORMED_LANGUAGES.has(lang.toLowerCase()) || !LANGUAGE.test(lang) ? 'text' : lang)

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
/** Elements dropped with their content: they run, embed, style or ask for something. */
const STRIPPED = ['script', 'style', 'template', 'textarea', 'title', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'select']

/**
 * The HTML a spec may write in its descriptions: formatting, containers (span, div, section),
 * headings, lists, tables, code, links, images and details, with no attribute that runs or styles
 * anything (no on*, style, class, id), links and images limited to safe URLs (settleHast).
 * Elements outside the list (vendor tags such as <note>) are unwrapped to their content; STRIPPED
 * ones lose their content too.
 */
export const SPEC_HTML_SCHEMA: Schema = {
  tagNames: [
    ...['p', 'br', 'hr', 'b', 'i', 'em', 'strong', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'kbd', 'code', 'pre'],
    ...['abbr', 'q', 'cite', 'dfn', 'var', 'samp', 'blockquote', 'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'details', 'summary'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div', 'section', 'img', ...HEADINGS]
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colSpan', 'rowSpan', 'scope'],
    td: ['colSpan', 'rowSpan'],
    details: ['open'],
    // A fence's language, for highlighters: the only class a description keeps.
    code: [['className', /^language-[\w+#.-]+$/]]
  },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  ancestors: { li: ['ol', 'ul'], dt: ['dl'], dd: ['dl'], summary: ['details'], tr: ['table'], th: ['table'], td: ['table'] },
  strip: STRIPPED,
  allowComments: false,
  allowDoctypes: false
}

/** A heading of a description, `headingOffset` levels down, never above h2: the page's h1 is its title. */
const demoted = (tagName: string, headingOffset: number) => `h${Math.min(6, Math.max(2, Number(tagName[1]) + headingOffset))}`

/**
 * Sanitised HTML made to follow the rules of Markdown: links only to http(s), mailto, site paths and
 * anchors; images only from http(s) or site paths, else their alt text; headings below the page's own.
 */
function settleHast(parent: HastRoot | Element, headingOffset: number): void {
  parent.children = (parent.children as ElementContent[]).flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node]
    // An empty paragraph is what a block element written inside one leaves of its closing tag.
    if (node.tagName === 'p' && node.children.length === 0) return []
    if (node.tagName === 'a') {
      // The sanitiser drops a href of another scheme: such a link, like one without a target, points nowhere.
      const href = node.properties.href
      if (href === undefined || !SAFE_URL.test(String(href).trim())) node.properties.href = '#'
    } else if (node.tagName === 'img') {
      const { src, alt } = node.properties
      if (typeof src !== 'string' || !SAFE_IMAGE.test(src.trim()))
        return typeof alt === 'string' && alt ? [{ type: 'text', value: alt }] : []
    } else if (HEADINGS.includes(node.tagName)) node.tagName = demoted(node.tagName, headingOffset)
    settleHast(node, headingOffset)
    return [node]
  }) as typeof parent.children
}

/** HTML from a spec (raw nodes in a tree from Markdown, or parsed on its own), as elements of the allow-list only. */
function sanitizeHast(tree: HastRoot, headingOffset: number): HastRoot {
  const clean = sanitize(raw(tree), SPEC_HTML_SCHEMA) as HastRoot
  settleHast(clean, headingOffset)
  return clean
}

/** Elements whose children are blocks: in MDX each child goes on its own line. */
const BLOCK_TAGS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl', 'details', 'blockquote', 'div', 'section'])
/** Elements that hold text and stand on a line of their own (MDX keeps a one-line element's content as text, with no <p>). */
const LINE_TAGS = new Set(['p', 'pre', 'li', 'td', 'th', 'summary', 'dt', 'dd', 'caption', 'hr', 'br', ...HEADINGS])

type Jsx = MdxJsxFlowElement | MdxJsxTextElement
const MARKDOWN_PHRASING: Record<string, (node: Element, children: PhrasingContent[]) => PhrasingContent> = {
  strong: (_, children) => ({ type: 'strong', children }),
  em: (_, children) => ({ type: 'emphasis', children }),
  del: (_, children) => ({ type: 'delete', children }),
  code: (node) => ({ type: 'inlineCode', value: hastText(node) }),
  a: (node, children) => ({
    type: 'link',
    url: typeof node.properties.href === 'string' ? node.properties.href : '#',
    title: typeof node.properties.title === 'string' ? node.properties.title : null,
    children
  }),
  br: () => ({ type: 'break' }),
  // As a Markdown image, the site's image component shows it: a site path gets the base path.
  img: (node) => ({
    type: 'image',
    url: String(node.properties.src),
    alt: typeof node.properties.alt === 'string' ? node.properties.alt : null,
    title: typeof node.properties.title === 'string' ? node.properties.title : null
  })
}
const hastText = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(hastText).join('') : ''
const attributesOf = (node: Element): MdxJsxAttribute[] =>
  Object.entries(node.properties)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value: value === true ? null : Array.isArray(value) ? value.join(' ') : String(value)
    }))

/**
 * Sanitised HTML as MDX nodes: each element becomes a JSX element whose attributes are string
 * literals (hast's property names are React's: colSpan, not colspan), each text a text node that
 * the MDX writer escapes (MARKDOWN_OUT), so nothing in it can become an expression, an import or
 * another component. Text is kept on one line (in <pre>, its line breaks become <br />): a
 * one-line element's content stays text in MDX instead of being read as Markdown blocks.
 */
function phrasingOf(node: ElementContent, inPre = false): (Jsx | PhrasingContent)[] {
  if (node.type === 'text') {
    if (!inPre) return [{ type: 'text', value: node.value.replace(/\s+/g, ' ') }]
    return node.value
      .split('\n')
      .flatMap((line, i) => [
        ...(i ? [{ type: 'mdxJsxTextElement', name: 'br', attributes: [], children: [] } as Jsx] : []),
        ...(line ? [{ type: 'text', value: line } as PhrasingContent] : [])
      ])
  }
  if (node.type !== 'element') return []
  if (BLOCK_TAGS.has(node.tagName)) return [{ ...blockOf(node), type: 'mdxJsxTextElement' } as Jsx]
  const pre = inPre || node.tagName === 'pre'
  // What Markdown can say stays Markdown (as it was written, mostly): MDX renders both the same.
  const markdown = !pre && MARKDOWN_PHRASING[node.tagName]
  if (markdown) return [markdown(node, node.children.flatMap((child) => phrasingOf(child)) as PhrasingContent[])]
  return [
    {
      type: 'mdxJsxTextElement',
      name: node.tagName,
      attributes: attributesOf(node),
      children: node.children.flatMap((child) => phrasingOf(child, pre)) as PhrasingContent[]
    }
  ]
}

/** A block element: its block children each on a line, runs of text and inline elements as paragraphs. */
function blockOf(node: Element): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name: node.tagName, attributes: attributesOf(node), children: flowOf(node.children) as never }
}

function flowOf(children: ElementContent[]): Nodes[] {
  const out: Nodes[] = []
  let run: (Jsx | PhrasingContent)[] = []
  const flush = () => {
    // White space at a block's edges means nothing in HTML; kept, Markdown would write it as a character reference.
    const [first, last] = [run[0], run.at(-1)]
    if (first?.type === 'text') first.value = first.value.trimStart()
    if (last?.type === 'text') last.value = last.value.trimEnd()
    if (run.some((n) => n.type !== 'text' || n.value)) out.push({ type: 'paragraph', children: run } as Nodes)
    run = []
  }
  for (const child of children) {
    if (child.type === 'element' && BLOCK_TAGS.has(child.tagName)) {
      flush()
      out.push(blockOf(child))
    } else if (child.type === 'element' && LINE_TAGS.has(child.tagName)) {
      flush()
      // Written as a paragraph holding just the element: one line, which MDX reads back as that element alone.
      out.push({ type: 'paragraph', children: phrasingOf(child) } as Nodes)
    } else run.push(...phrasingOf(child))
  }
  flush()
  return out
}

const FLOW_PARENTS = ['root', 'blockquote', 'listItem']
const holdsHtml = (node: Nodes) => 'children' in node && (node.children as Nodes[]).some((child) => child.type === 'html')

/** Turns the raw HTML of a Markdown tree into sanitised JSX: inline HTML within its paragraph, block HTML in its place. */
function htmlToJsx(tree: Root, headingOffset: number): void {
  // A phrasing parent is converted whole, so an opening and a closing tag in separate raw nodes make one element.
  const phrasingParent = (node: Nodes) => {
    const paragraph = toHast({ type: 'paragraph', children: (node as Parents).children as PhrasingContent[] }, { allowDangerousHtml: true })
    // A block element written inline (`text <div>…</div> more`) splits the paragraph: the parts come back side by side.
    return sanitizeHast({ type: 'root', children: [paragraph as Element] }, headingOffset).children as ElementContent[]
  }
  const visit = (node: Nodes) => {
    if (!('children' in node)) return
    const children = node.children as Nodes[]
    if (FLOW_PARENTS.includes(node.type)) {
      // Markdown blocks next to the HTML stay as they are: only the HTML, and paragraphs holding some, are replaced.
      if (children.some((child) => child.type === 'html' || (child.type === 'paragraph' && holdsHtml(child))))
        node.children = children.flatMap((child): Nodes[] => {
          if (child.type === 'html')
            return flowOf(sanitizeHast(fromHtml(child.value, { fragment: true }), headingOffset).children as ElementContent[])
          if (child.type !== 'paragraph' || !holdsHtml(child)) return [child]
          const parts = phrasingParent(child)
          const [only] = parts
          return parts.length === 1 && only.type === 'element' && only.tagName === 'p'
            ? [{ type: 'paragraph', children: only.children.flatMap((part) => phrasingOf(part)) as PhrasingContent[] }]
            : flowOf(parts)
        }) as never
    } else if (holdsHtml(node))
      // Within a phrasing parent, split parts stay inline.
      node.children = phrasingParent(node)
        .flatMap((part) => (part.type === 'element' && part.tagName === 'p' ? part.children : [part]))
        .flatMap((part) => phrasingOf(part)) as never
    ;(node.children as Nodes[]).forEach(visit)
  }
  visit(tree)
}

/** The Markdown rules every output shares: fences, headings, links and images (HTML is sanitised after, in each path). */
function sanitise(tree: Root, headingOffset: number): void {
  const visit = (node: Nodes, parent?: Parents, index?: number) => {
    if (node.type === 'code') {
      // A fence from a spec is plain highlighted code: its meta (live, twoslash, npm2yarn, filename…) would
      // make the page's transforms run or rewrite it, so it goes, and so does a language a transform acts on.
      node.meta = null
      if (node.lang) node.lang = fenceLanguage(node.lang)
    }
    if (node.type === 'heading') node.depth = Math.min(6, node.depth + headingOffset) as typeof node.depth
    if (node.type === 'link' || node.type === 'definition') {
      const link = node as Link
      if (!SAFE_URL.test(link.url.trim())) link.url = '#'
    }
    if (node.type === 'image' && parent && index !== undefined && !SAFE_IMAGE.test((node as Image).url.trim())) {
      // An image the page cannot show leaves its alt text.
      parent.children[index] = { type: 'text', value: (node as Image).alt ?? '' } as never
      return
    }
    if ('children' in node) node.children.forEach((child, i) => visit(child as Nodes, node as Parents, i))
  }
  visit(tree)
}

/** Each element a raw HTML node of Markdown writes, but none inside those dropped with their content. */
function htmlElements(html: string): Element[] {
  const elements: Element[] = []
  const visit = (node: HastNodes) => {
    if (node.type === 'element') elements.push(node)
    if ('children' in node && !(node.type === 'element' && STRIPPED.includes(node.tagName))) node.children.forEach(visit)
  }
  visit(fromHtml(html, { fragment: true }))
  return elements
}

/** Every node of a Markdown tree, in order. */
function markdownNodes(tree: Root): Nodes[] {
  const nodes: Nodes[] = []
  const visit = (node: Nodes) => {
    nodes.push(node)
    if ('children' in node) node.children.forEach((child) => visit(child as Nodes))
  }
  visit(tree)
  return nodes
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const imageLeftOut = (src: string) =>
  `the image "${src}" is not shown (only http, https and site paths are); its alt text stands in its place. Use a full URL.`

/**
 * What the page leaves out of a Markdown text's HTML and images, each said once as a sentence for a
 * warning: elements dropped with their content, event handlers, images it cannot show, and unknown
 * tags nothing closes, which are most likely placeholders (`<tenantId>`) whose name would vanish.
 * Unknown tags that are closed (vendor tags such as <note>) are unwrapped to their text without a word,
 * and so are dropped style, class and id attributes: the text stays.
 */
export function droppedHtml(value: string): string[] {
  // Without "<" or "![" there is no HTML or image to drop (most descriptions): skip the parse.
  if (!/<|!\[/.test(value)) return []
  const allowed = new Set(SPEC_HTML_SCHEMA.tagNames)
  const dropped = new Set<string>()
  for (const node of markdownNodes(parseMarkdown(value))) {
    if (node.type === 'image' && !SAFE_IMAGE.test(node.url.trim())) dropped.add(imageLeftOut(node.url))
    if (node.type !== 'html') continue
    for (const element of htmlElements(node.value)) {
      const name = element.tagName
      if (STRIPPED.includes(name)) {
        dropped.add(`the HTML element <${name}> is left out with its content: a description may not run, embed or style anything.`)
        continue
      }
      if (!allowed.has(name) && !new RegExp(`</${escapeRegExp(name)}\\s*>`, 'i').test(value)) {
        const written = value.match(new RegExp(`<(${escapeRegExp(name)})`, 'i'))?.[1] ?? name
        dropped.add(
          `the tag <${written}> is left out: it is not an HTML element a description may use. If it stands for a value, write it as code: \`<${written}>\`.`
        )
      }
      // Known event handlers are the camel-cased properties (onClick); an unknown "one" attribute is none.
      for (const property of Object.keys(element.properties))
        if (/^on[A-Z]/.test(property))
          dropped.add(`the event handler ${property.toLowerCase()} of <${name}> is left out: a description may not run scripts.`)
      if (name === 'img' && !SAFE_IMAGE.test(String(element.properties.src ?? '').trim()))
        dropped.add(imageLeftOut(String(element.properties.src ?? '')))
    }
  }
  return [...dropped]
}

/**
 * The link targets of a Markdown text that the pages drop (shown as links to nowhere): relative
 * paths, which mean nothing on this site, and schemes other than http(s) and mailto.
 */
export function droppedLinks(value: string): string[] {
  // Links, definitions and HTML all need "[" or "<"; the bare URLs GFM links are http(s) or mailto, never dropped.
  if (!/[[<]/.test(value)) return []
  return markdownNodes(parseMarkdown(value)).flatMap((node) => {
    if (node.type === 'link' || node.type === 'definition') return SAFE_URL.test(node.url.trim()) ? [] : [node.url]
    if (node.type !== 'html') return []
    return htmlElements(node.value).flatMap(({ tagName, properties: { href } }) =>
      tagName === 'a' && typeof href === 'string' && !SAFE_URL.test(href.trim()) ? [href] : []
    )
  })
}

/**
 * Markdown from a spec as safe MDX: the Markdown still renders (emphasis,
 * lists, code, tables, links, images), HTML renders through the allow-list
 * (SPEC_HTML_SCHEMA) as JSX with literal attributes, headings are pushed
 * below the page's own (HTML ones stay out of the table of contents: they
 * are JSX, not Markdown headings), and link targets are limited to http(s),
 * mailto, site paths and anchors.
 */
export const mdxMarkdown = (value: string, headingOffset = 2): string =>
  madeOnce(`${headingOffset} ${value}`, () => markdownAsMdx(value, headingOffset))

function markdownAsMdx(value: string, headingOffset: number): string {
  const tree = markdownTree(value)
  sanitise(tree, headingOffset)
  htmlToJsx(tree, headingOffset)
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

/**
 * How far headings go down in descriptions shown inside a page's parts (parameters, responses,
 * schemas, servers), which sit under its h2 sections and h3 entries: an h1 becomes an h4.
 */
const NESTED_HEADING_OFFSET = 3

const toHtml = unified()
  .use(() => (tree: Root) => sanitise(tree, 0))
  .use(remarkRehype, { allowDangerousHtml: true })
  // Headings, Markdown or HTML, are moved down here, once.
  .use(() => (tree: HastRoot) => sanitizeHast(tree, NESTED_HEADING_OFFSET))
  .use(rehypeStringify)

/**
 * Markdown from a spec as an HTML string for components, made once at
 * generation time so no Markdown parser ships to the browser. Same rules as
 * mdxMarkdown: HTML goes through the same allow-list, link and image targets
 * are limited, headings go below the part's own. One paragraph comes back without its <p>,
 * so the result also fits inline (a list item, a <summary>).
 */
export const markdownHtml = (value: string): string =>
  madeOnce(`html ${value}`, () => {
    const whole = toHtml.stringify(toHtml.runSync(markdownTree(value))).trim()
    const single = whole.match(/^<p>([\s\S]*)<\/p>$/)
    return single && !single[1].includes('<p>') ? single[1] : whole
  })

/**
 * Each conversion of a description made once per text: large specs repeat a shared schema's or parameter's
 * descriptions on every page that shows them. Measured whole process: Stripe's 2.4 MB spec 14.7 → 13.5 s (−8 %);
 * the site's four specs (gen:rest --check) 4.17 → 3.99 s median of 6 (the MDX conversions; HTML had its own map).
 */
const made = new Map<string, string>()
function madeOnce(key: string, make: () => string): string {
  let result = made.get(key)
  if (result === undefined) made.set(key, (result = make()))
  return result
}

/** A JSX block element and everything in it as inline JSX, for a one-line cell. */
const asInline = (node: Nodes): Nodes =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
    ? ({ ...node, type: 'mdxJsxTextElement', children: node.children.map((child) => asInline(child as Nodes)) } as Nodes)
    : node

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
  // Block HTML in a cell: the same elements, written inline.
  if (node.type === 'mdxJsxFlowElement') return [inline([asInline(node)])]
  return [mdxText(toString(node))]
}

/**
 * Markdown that must stay on one line (a table cell): inline Markdown is kept; blocks (paragraphs,
 * list items, code) each become one line, separated by line breaks; pipes are escaped.
 */
export const mdxInlineMarkdown = (value: string): string => madeOnce(`inline ${value}`, () => inlineMarkdownAsMdx(value))

function inlineMarkdownAsMdx(value: string): string {
  const tree = markdownTree(value)
  sanitise(tree, 0)
  htmlToJsx(tree, NESTED_HEADING_OFFSET)
  return tree.children
    .flatMap((node) => inlineBlock(node as Nodes))
    .map((line) => neutraliseEsm(line).replace(/(?<!\\)\|/g, '\\|'))
    .join(' <br /> ')
}
