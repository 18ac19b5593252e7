/**
 * What MDX's own elements render as on this site (mdx-components.tsx gives them to every page).
 * Components pages use without importing them (<Callout>, <Tabs>…) are imported by each page that
 * uses one (lib/mdx/remark-component-imports.mjs).
 */
import { headingComponents } from './Heading'
import { MdxImage } from './Image'
import { Link } from './Link'
import { Code, Pre } from './Pre'
import { HeaderCell, Table } from './Table'

export const mdxComponents = {
  ...headingComponents,
  a: Link,
  pre: Pre,
  code: Code,
  table: Table,
  th: HeaderCell,
  img: MdxImage
}
