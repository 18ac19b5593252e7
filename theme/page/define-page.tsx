/**
 * Each MDX file of pages/ defines its page here: our page loader (lib/build/mdx-page-loader.mjs)
 * compiles the file and ends its module with `export default definePage(route, page)`. The page
 * component renders the compiled content; the app frames it with the theme's layout (pages/_app.tsx,
 * theme/index.tsx), which finds the page's title, front matter and table of contents with
 * `mdxPageOf`. Pages import this module only: the layout ships once, in the app's chunk.
 */
import type { Heading } from 'nextra'
import type { ComponentType } from 'react'

export type ContentProps = Record<string, unknown>

export interface MdxPage {
  /** The compiled content (Nextra's `MDXLayout`). */
  Content: ComponentType<ContentProps>
  /** The page's h2–h3 headings, for its table of contents (compiled with the content). */
  useTOC: (props: ContentProps) => Heading[]
  title: string
  frontMatter: Record<string, unknown>
}

/**
 * Each page by route. `npm run dev` re-runs an edited page's module, which defines its page again
 * here; the component the app already holds then renders the new content (pages/_app.tsx).
 */
const pages = new Map<string, MdxPage>()
const ROUTE = Symbol('MDX page route')

type PageComponent = ComponentType<ContentProps> & { [ROUTE]?: string }

export function definePage(route: string, page: MdxPage): PageComponent {
  pages.set(route, page)
  const MdxPageContent: PageComponent = (props) => {
    const { Content } = pages.get(route)!
    return <Content {...props} />
  }
  MdxPageContent[ROUTE] = route
  return MdxPageContent
}

/** The page a component of `definePage` shows, or undefined for any other component. */
export function mdxPageOf(component: PageComponent): MdxPage | undefined {
  const route = component[ROUTE]
  return route === undefined ? undefined : pages.get(route)
}
