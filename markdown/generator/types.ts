/**
 * The contract between the MDX → Markdown converter (markdown/generator/mdx-to-markdown.ts) and the
 * features whose components appear in pages: each feature says what its components mean in
 * Markdown, in its generator (rest/generator/markdown/, blog/generator/markdown.ts, …; the theme's in
 * markdown/generator/theme-components.ts).
 */
import type { BlockContent, PhrasingContent, RootContent } from 'mdast'

/** What a component handler gets for one `<Component …>` of a page. */
export interface ComponentCall {
  /** The component's name as written (`Tabs.Tab`, `Callout`). */
  name: string
  /**
   * Its props, evaluated at build time: string attributes, literal expressions (`{1}`, `{['a']}`),
   * `export const x = {…}` values and default imports of JSON files (`import specIndex from '@/…/index.json'`)
   * by name, spreads (`{...changed}`) merged. A prop whose expression cannot be evaluated statically
   * holds the `UNEVALUATED` marker, so a handler can report what it needed.
   */
  props: Record<string, unknown>
  /** The children, already converted to Markdown nodes. */
  children: RootContent[]
  /** The page being converted. */
  page: PageContext
  /** The depth of the heading the component sits under (0 before the first one): headings it adds go one deeper. */
  sectionDepth: number
  /** Reports a problem (the converter adds the file and line). */
  problem(message: string): void
}

export interface PageContext {
  /** The page's route ('/docs/Tutorial/intro'). */
  route: string
  /** A site path ('/docs/x/') as the twin links it: absolute, under the base path, on the site's origin. */
  link(path: string): string
}

/** Block-level Markdown of a component; phrasing content when it appears inside a paragraph. */
type ComponentMarkdown = (call: ComponentCall) => (RootContent | BlockContent | PhrasingContent)[]

/** Component name → its Markdown meaning. Names with a dot (`Tabs.Tab`) are looked up whole. */
export type ComponentMap = Record<string, ComponentMarkdown>

/** A prop whose expression is not a literal the converter can evaluate at build time. */
export const UNEVALUATED: unique symbol = Symbol('unevaluated expression')
