/**
 * The page component of each MDX file of pages/: our page loader (lib/build/mdx-page-loader.mjs)
 * compiles the file and ends its module with `export default definePage(route, page)`. The component
 * renders the theme's layout around the content, framed with its table of contents (PageFrame).
 */
import type { Heading, PageOpts } from 'nextra'
import type { ComponentType } from 'react'
import themeConfig from '@/theme.config'
import Layout from '../index'
import { PageFrame } from '../PageFrame'

type ContentProps = Record<string, unknown>

export interface MdxPage {
  /** The compiled content (Nextra's `MDXLayout`). */
  Content: ComponentType<ContentProps>
  /** The page's h2–h3 headings, for its table of contents (compiled with the content). */
  useTOC: (props: ContentProps) => Heading[]
  title: string
  frontMatter: Record<string, unknown>
  filePath: string
  readingTime?: PageOpts['readingTime']
}

/**
 * Each page by route. `npm run dev` re-runs an edited page's module, which defines its page again
 * here; the component the app already holds then renders the new content (pages/_app.tsx).
 */
const pages = new Map<string, MdxPage>()

export function definePage(route: string, page: MdxPage): ComponentType<ContentProps> {
  pages.set(route, page)
  return function MdxPageComponent(props) {
    const { Content, useTOC, ...options } = pages.get(route)!
    return (
      <Layout themeConfig={themeConfig} page={options}>
        <FramedContent Content={Content} useTOC={useTOC} props={props} />
      </Layout>
    )
  }
}

/** Inside the layout, where the theme's MDX components are provided: a table of contents may use them. */
function FramedContent({ Content, useTOC, props }: Pick<MdxPage, 'Content' | 'useTOC'> & { props: ContentProps }) {
  return (
    <PageFrame toc={useTOC(props)}>
      <Content {...props} />
    </PageFrame>
  )
}
