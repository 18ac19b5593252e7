import type { ComponentType } from 'react'
import { unknownNavbarTypeMessage, type NavbarItemType } from '@/config/navbar-item-types'
import type { NavbarItem as Item } from '@/config/schema'
import { DefaultItem } from './items/DefaultItem'
import { DocItem } from './items/DocItem'
import { DocSidebarItem } from './items/DocSidebarItem'
import { DocsVersionDropdownItem } from './items/DocsVersionDropdownItem'
import { DocsVersionItem } from './items/DocsVersionItem'
import { DropdownItem } from './items/DropdownItem'
import { HtmlItem } from './items/HtmlItem'
import { LocaleDropdownItem } from './items/LocaleDropdownItem'
import { SearchItem } from './items/SearchItem'
import type { ItemProps } from './items/types'

export { NavbarItemBoundary } from './NavbarItemBoundary'

/** One component per navbar item type of SPEC.md §2. */
export const NAVBAR_ITEM_COMPONENTS: { [K in NavbarItemType]: ComponentType<ItemProps<Extract<Item, { type: K }>>> } = {
  default: DefaultItem,
  dropdown: DropdownItem,
  localeDropdown: LocaleDropdownItem,
  search: SearchItem,
  html: HtmlItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  docsVersion: DocsVersionItem,
  docsVersionDropdown: DocsVersionDropdownItem
}

export function NavbarItem({ item, index, ...props }: Omit<ItemProps, 'item'> & { item: Item; index: number }) {
  const ItemComponent = NAVBAR_ITEM_COMPONENTS[item.type] as ComponentType<ItemProps> | undefined
  if (!ItemComponent) throw new Error(unknownNavbarTypeMessage(index, item.type))
  return <ItemComponent item={item} {...props} />
}
