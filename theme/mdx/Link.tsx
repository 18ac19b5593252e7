import NextLink from 'next/link'
import type { ComponentProps } from 'react'

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i

/** Links in MDX: site paths go through next/link (base path, prefetch); others open in a new tab. */
export function Link({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('#')) return <a href={href} {...props} />
  if (EXTERNAL.test(href)) return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
  return <NextLink href={href} {...props} />
}
