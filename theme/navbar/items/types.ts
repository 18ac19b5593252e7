import type { NavbarItem } from '@/config/schema'

export interface ItemProps<T extends NavbarItem = NavbarItem> {
  item: T
  /** Rendered inside the mobile side menu rather than the desktop bar. */
  mobile: boolean
  /** Called after the reader follows a link (closes the mobile menu). */
  onNavigate?: () => void
}
