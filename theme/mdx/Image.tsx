/**
 * Images in MDX: a plain <img>, lazily loaded, without a zoom library. A static export has no image
 * optimiser; a site path gets the base path (a raw <img> does not get it from Next).
 */
import type { ComponentProps } from 'react'
import { withBasePath } from '@/lib/base-path'

export function MdxImage({ src, alt = '', ...props }: ComponentProps<'img'>) {
  const source = typeof src === 'string' && src.startsWith('/') ? withBasePath(src) : src
  return <img {...props} src={source} alt={alt} loading="lazy" decoding="async" />
}
