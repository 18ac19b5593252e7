/**
 * What MDX elements and components render as on this site. Pages use
 * `<Callout>`, `<Steps>`, `<Tabs>` and `<Cards>` without importing them.
 */
import type { FC } from 'react'
import { LivePlayground } from '@/playground/components'
import { Callout } from './Callout'
import { Cards } from './Cards'
import { headingComponents } from './Heading'
import { MdxImage } from './Image'
import { Link } from './Link'
import { Code, Pre } from './Pre'
import { Steps } from './Steps'
import { Table } from './Table'
import { Tabs } from './Tabs'

export const mdxComponents = {
  ...headingComponents,
  a: Link,
  pre: Pre,
  code: Code,
  table: Table,
  img: MdxImage,
  Callout,
  Cards,
  Steps,
  Tabs,
  // The element behind ```jsx live blocks (lib/mdx/remark-live-code.mjs).
  LivePlayground: LivePlayground as FC
}
