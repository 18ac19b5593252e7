import type { ComponentType } from 'react'
import type { NavbarItemType } from '@/config/navbar-item-types'
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

/** One component per navbar item type of the product's specification, §2. */
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

/** An item of a type the site has no component for never gets here: config/schema.ts refuses it at build time. */
export function NavbarItem({ item, ...props }: Omit<ItemProps, 'item'> & { item: Item }) {
  const ItemComponent = NAVBAR_ITEM_COMPONENTS[item.type] as ComponentType<ItemProps>
  return <ItemComponent item={item} {...props} />
}
