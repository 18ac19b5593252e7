import { SiteLink } from '@/theme/link/SiteLink'
import type { ComponentProps } from 'react'

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i

/** Links in MDX: site paths are SiteLinks (base path, client-side navigation, prefetch); others open in a new tab. */
export function Link({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('#')) return <a href={href} {...props} />
  if (EXTERNAL.test(href)) return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
  return <SiteLink href={href} {...props} />
}
