/**
 * Images in MDX: a plain <img>, without a zoom library (Nextra's default
 * image cost every page ~10 KB gzip though few pages have images). A site path gets the base path (a raw <img>
 * does not get it from Next); a static import (`![](./shot.png)`) still goes
 * through next/image, loaded only by pages that have one.
 */
import type { ComponentProps } from 'react'
import { withBasePath } from '@/lib/base-path'
import { lazyPart } from '@/theme/chrome/lazy-part'

const NextImage = lazyPart(() => import('next/image').then((m) => m.default))

type StaticImport =
  { src: string; width: number; height: number; blurDataURL?: string } | { default: { src: string; width: number; height: number } }
type Props = Omit<ComponentProps<'img'>, 'src'> & { src?: string | StaticImport }

export function MdxImage({ src, alt = '', ...props }: Props) {
  if (src && typeof src === 'object') return <NextImage {...(props as object)} src={'default' in src ? src.default : src} alt={alt} />
  // A plain <img>: a static export has no image optimiser.
  return <img {...props} src={src && src.startsWith('/') ? withBasePath(src) : src} alt={alt} loading="lazy" decoding="async" />
}
