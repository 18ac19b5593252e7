import type { NavbarItemOf } from '@/config/schema'
import type { ItemProps } from './types'

/** Raw markup from the configuration (written by maintainers, never by readers). */
export function HtmlItem({ item }: ItemProps<NavbarItemOf<'html'>>) {
  return <span className="vnv-navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />
}
