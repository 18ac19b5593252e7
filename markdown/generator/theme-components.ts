/**
 * What the theme's MDX components mean in a page's Markdown twin (markdown/generator/types.ts):
 * a callout is a blockquote that names its kind, tabs are headed sections, cards and steps are
 * lists and numbered headings, the home page is its title, tagline and section links.
 */
import type { BlockContent, PhrasingContent, RootContent } from 'mdast'
import { siteConfig } from '../../config/site'
import { depthBelow, heading, link, list, paragraph, strong, text } from './build'
import type { ComponentCall, ComponentMap } from './types'
import { QUICK_START, SECTIONS, SECTIONS_TITLE } from '../../content/home'
import { CALLOUT_LABELS } from '../../lib/callout-labels'

/** Marks where each `<Tabs.Tab>` starts among its `<Tabs>`' converted children. */
const TAB_START = 'vnvTabStart'

function callout(call: ComponentCall): RootContent[] {
  const { type = 'default' } = call.props
  const known = typeof type === 'string' && Object.hasOwn(CALLOUT_LABELS, type)
  // The page would draw it without its kind's name or colour (theme/mdx/Callout.tsx).
  if (!known)
    call.problem(
      `has no kind ${typeof type === 'string' ? JSON.stringify(type) : 'known at build time'}: its "type" is one of ${Object.keys(CALLOUT_LABELS).join(', ')}`
    )
  const label = strong(text(`${CALLOUT_LABELS[known ? (type as keyof typeof CALLOUT_LABELS) : 'default']}:`))
  const [first, ...rest] = call.children
  // The kind leads the callout's first paragraph ("> **Warning:** …"), or stands alone before other blocks.
  const body: RootContent[] =
    first?.type === 'paragraph'
      ? [{ ...first, children: [label, text(' '), ...first.children] }, ...rest]
      : [paragraph(label), ...call.children]
  return [{ type: 'blockquote', children: body as BlockContent[] }]
}

function tabs(call: ComponentCall): RootContent[] {
  const items = Array.isArray(call.props.items) ? call.props.items : []
  const sections: RootContent[] = []
  let index = 0
  for (const node of call.children) {
    if (node.data && TAB_START in node.data) {
      const title = items[index++]
      if (typeof title !== 'string') call.problem(`has no title for tab ${index} (its "items" prop lists ${items.length})`)
      sections.push(heading(depthBelow(call.sectionDepth), text(typeof title === 'string' ? title : `Tab ${index}`)))
    } else sections.push(node)
  }
  return sections
}

/** Steps number their h3 headings on the page (CSS counters); the twin writes the numbers. */
function steps(call: ComponentCall): RootContent[] {
  let step = 0
  return call.children.map((node) =>
    node.type === 'heading' && node.depth === 3 ? { ...node, children: [text(`Step ${++step}: `), ...node.children] } : node
  )
}

function card(call: ComponentCall): RootContent[] {
  const { title, href } = call.props
  if (typeof title !== 'string' || typeof href !== 'string') {
    call.problem('needs a "title" and an "href"')
    return []
  }
  const description = call.children.flatMap((node) => (node.type === 'paragraph' ? node.children : []))
  return [
    list([
      [
        link(href.startsWith('/') ? call.page.link(href) : href, text(title)),
        ...(description.length ? [text(': '), ...(description as PhrasingContent[])] : [])
      ]
    ])
  ]
}

function homePage(call: ComponentCall): RootContent[] {
  return [
    heading(1, text(siteConfig.title)),
    paragraph(text(siteConfig.tagline)),
    paragraph(link(call.page.link(QUICK_START.href), text(QUICK_START.label))),
    heading(2, text(SECTIONS_TITLE)),
    list(SECTIONS.map((section) => [link(call.page.link(section.href), text(section.title)), text(`: ${section.description}`)]))
  ]
}

export const themeComponentMarkdown: ComponentMap = {
  Callout: callout,
  Tabs: tabs,
  'Tabs.Tab': (call) => [{ type: 'paragraph', children: [], data: { [TAB_START]: true } as RootContent['data'] }, ...call.children],
  Steps: steps,
  // One list of every card's link.
  Cards: (call) => [{ ...list([]), children: call.children.flatMap((node) => (node.type === 'list' ? node.children : [])) }],
  'Cards.Card': card,
  HomePage: homePage
}
