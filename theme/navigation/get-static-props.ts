/**
 * Every page's getStaticProps (added to each MDX page by next.config.mjs):
 * the navigation that page renders, computed at build time from the site tree
 * that scripts/navigation writes. Runs only on the server; its imports never
 * reach the browser.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pageNavigation } from '@/lib/navigation/page-navigation'
import type { NavNode, PageNavigation } from '@/lib/navigation/types'

const SITE_TREE = path.resolve('generated/navigation/site-tree.json')

let cache: { mtimeMs: number; tree: NavNode[] } | undefined

/** The site tree, read again only when the generator rewrote it (the dev loop). */
function siteTree(): NavNode[] {
  const { mtimeMs } = statSync(SITE_TREE)
  if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, tree: (JSON.parse(readFileSync(SITE_TREE, 'utf8')) as { tree: NavNode[] }).tree }
  return cache.tree
}

export function navigationProps(route: string): { props: { navigation: PageNavigation } } {
  return { props: { navigation: pageNavigation(siteTree(), route) } }
}
