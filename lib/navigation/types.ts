/**
 * The site's navigation, as built from pages/ and its _meta files
 * (lib/navigation/site-tree.ts). Shared by the generators, which read the file
 * system, and the theme, which renders what one page needs of it.
 */

/** How a page is laid out; `_meta` entries (`theme: {…}`) and front matter set it, inherited down folders. */
export interface PageTheme {
  /** `full`: the page draws its own body (home, 404); no sidebar, TOC or breadcrumb. */
  layout: 'default' | 'full'
  sidebar: boolean
  toc: boolean
  breadcrumb: boolean
  pagination: boolean
  /** `article`: a reading column without the docs grid (blog). */
  typesetting: 'default' | 'article'
}

export const DEFAULT_PAGE_THEME: PageTheme = {
  layout: 'default',
  sidebar: true,
  toc: true,
  breadcrumb: true,
  pagination: true,
  typesetting: 'default'
}

/** One `_meta` entry: a title, or settings. */
export type MetaEntry =
  | string
  | {
      title?: string
      /** `page`: a section of its own, with its own sidebar; `separator`: a group title in the sidebar. */
      type?: 'page' | 'doc' | 'separator'
      display?: 'normal' | 'hidden'
      href?: string
      theme?: Partial<PageTheme>
    }
export type Meta = Record<string, MetaEntry>

/** What the file system holds, before any _meta rule is applied. */
export type SourceEntry =
  | { kind: 'page'; name: string; route: string; frontMatter: SourceFrontMatter }
  | { kind: 'folder'; name: string; route: string; meta: Meta; children: SourceEntry[] }

export interface SourceFrontMatter {
  title?: string
  sidebarTitle?: string
  display?: 'normal' | 'hidden'
  theme?: Partial<PageTheme>
  /** Tag slugs (docs pages). */
  tags?: string[]
  sidebarBadge?: SidebarBadge
}

/**
 * A short label shown before a page's title in the sidebar (an operation's HTTP method in the REST
 * reference). `tone` names its colour: the sidebar gives it the class `vnv-sidebar__badge--<tone>`.
 */
export interface SidebarBadge {
  text: string
  /** What a screen reader says where `text` is shortened ("DELETE" for "DEL"). */
  label?: string
  tone?: string
}

/** A node of the site tree, every _meta rule applied. */
export interface NavNode {
  name: string
  /** The page's route; for a folder, the folder's route ('/docs/Tutorial/Guides'). */
  route: string
  title: string
  kind: 'page' | 'folder' | 'link' | 'separator'
  /** A folder with a page of its own (foo.mdx beside foo/): its title links there. */
  hasPage: boolean
  hidden: boolean
  /** True for a section (`type: 'page'`): its children make up a sidebar. */
  isSection: boolean
  theme: PageTheme
  /** External link (`href` in _meta). */
  href?: string
  /** The page's tag slugs, from its front matter. */
  tags?: string[]
  /** Its sidebar badge, from its front matter. */
  badge?: SidebarBadge
  children: NavNode[]
}

/** A sidebar entry as one page renders it. */
export interface SidebarEntry {
  title: string
  /** Where the entry links; absent for a folder without a page of its own. */
  route?: string
  /** Folder route, the key of its lazily loaded children. */
  folder?: string
  external?: boolean
  /** A group title, not a link. */
  separator?: boolean
  badge?: SidebarBadge
  /**
   * A folder's children: present when the folder is on the current page's path
   * (rendered open); absent when collapsed: they are loaded when it opens
   * (`/_nav/<folder>.json`), so a page's HTML does not grow with its section.
   */
  children?: SidebarEntry[]
}

export interface PageLink {
  title: string
  route: string
}

/** Everything about navigation one page renders, computed at build time. */
export interface PageNavigation {
  route: string
  theme: PageTheme
  /** The section's sidebar, or null on pages without one. */
  sidebar: SidebarEntry[] | null
  breadcrumb: PageLink[]
  prev: PageLink | null
  next: PageLink | null
  /** The page's tags, each linking to its tag page. */
  tags: PageLink[]
}
