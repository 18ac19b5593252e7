/**
 * The navbar item types and their error message, without the validator:
 * the navbar renders in the browser, the validator (zod) only runs at build
 * time (see config/schema.ts and scripts/config/generate.ts).
 */

export const CONFIG_FILE = 'config/site.ts'

/** The nine navbar item types of the product's specification, §2. */
const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown'
] as const

export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number]

export function unknownNavbarTypeMessage(index: number, type: unknown): string {
  return (
    `navbar.items[${index}]: no navbar item component found for type ${JSON.stringify(type)}. ` +
    `Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}.`
  )
}
