/**
 * Shapes of the site configuration (the product's specification, §3) and their validation.
 *
 * `validateSiteConfig` is the single gate: every consumer reads the value it
 * returns, never the raw object. Build scripts import it through config/site.ts;
 * the browser (theme, navbar, footer) reads the same value from the snapshot
 * scripts/config/generate.ts writes, so zod never ships to readers.
 * Errors name the file and the offending entry so a maintainer can fix it
 * without reading this code.
 */
import { z } from 'zod'
import { CONFIG_FILE, unknownNavbarTypeMessage, type NavbarItemType } from './navbar-item-types'

const position = z.enum(['left', 'right']).default('left')
const internalPath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/" (the base path is added for you)')
const externalUrl = z.url().regex(/^https?:\/\//, 'must be an http(s) URL')

/**
 * Where the site's sources live, for "Edit this page" (`<repository>/blob/<branch>/<file>`) and the
 * feedback widget's new issue (`<repository>/issues/new`): both are built by appending to these values.
 */
const sourceSchema = z.strictObject({
  repository: z
    .url()
    .regex(/^https:\/\//, 'must be an https URL')
    .refine((url) => !url.endsWith('/'), 'must not end with "/"')
    .refine((url) => !/\.git$/i.test(url), 'must be the repository\'s web page, without ".git"'),
  branch: z.string().min(1, 'must name a branch').regex(/^\S*$/, 'must not contain spaces')
})

/** A link inside a dropdown or a footer column: `to` (internal) or `href` (external). */
const linkSchema = z
  .strictObject({
    label: z.string().min(1),
    to: internalPath.optional(),
    href: externalUrl.optional(),
    description: z.string().optional()
  })
  .refine((l) => Boolean(l.to) !== Boolean(l.href), {
    error: 'needs exactly one of "to" (site path) or "href" (external URL)'
  })

/** The nine navbar item types of the product's specification (§2), keyed by their `type`. */
const navbarItemSchemas = {
  default: z
    .strictObject({
      type: z.literal('default'),
      label: z.string().min(1),
      to: internalPath.optional(),
      href: externalUrl.optional(),
      position
    })
    .refine((l) => Boolean(l.to) !== Boolean(l.href), {
      error: 'needs exactly one of "to" (site path) or "href" (external URL)'
    }),
  dropdown: z.strictObject({
    type: z.literal('dropdown'),
    label: z.string().min(1),
    items: z.array(linkSchema).min(1),
    position
  }),
  localeDropdown: z.strictObject({ type: z.literal('localeDropdown'), position }),
  search: z.strictObject({ type: z.literal('search'), position }),
  html: z.strictObject({ type: z.literal('html'), value: z.string().min(1), position }),
  doc: z.strictObject({
    type: z.literal('doc'),
    /** Route of the doc, e.g. `/docs/CONTRIBUTING`. */
    docId: internalPath,
    label: z.string().min(1),
    position
  }),
  docSidebar: z.strictObject({
    type: z.literal('docSidebar'),
    sidebarId: z.string().min(1),
    label: z.string().min(1),
    position
  }),
  docsVersion: z.strictObject({ type: z.literal('docsVersion'), label: z.string().optional(), position }),
  docsVersionDropdown: z.strictObject({ type: z.literal('docsVersionDropdown'), position })
} as const satisfies Record<NavbarItemType, z.ZodTypeAny>
export type NavbarItem = {
  [K in NavbarItemType]: z.infer<(typeof navbarItemSchemas)[K]>
}[NavbarItemType]
export type NavbarItemOf<K extends NavbarItemType> = Extract<NavbarItem, { type: K }>
/** What maintainers write: `position` may be left out (defaults to left). */
type NavbarItemInput = {
  [K in NavbarItemType]: z.input<(typeof navbarItemSchemas)[K]>
}[NavbarItemType]

// Items are checked one by one in validateNavbarItems (clearer messages per type).
const navbarItemSchema = z.custom<NavbarItemInput>()

const siteSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  favicon: internalPath,
  /** Origin the site is served from, without the base path. */
  url: externalUrl,
  /** Sub-path the static site is hosted under ('' = domain root). */
  baseUrl: z.union([z.literal(''), z.string().regex(/^\/[^\s]*[^/]$/, 'must start with "/" and not end with "/"')]),
  i18n: z.strictObject({
    defaultLocale: z.string().min(2),
    locales: z.array(z.string().min(2)).min(1),
    localeConfigs: z.record(
      z.string(),
      z.strictObject({
        label: z.string().min(1),
        direction: z.enum(['ltr', 'rtl']),
        htmlLang: z.string().min(2)
      })
    )
  }),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      backgroundColor: z.string().min(1),
      textColor: z.string().min(1),
      isCloseable: z.boolean()
    })
    .optional(),
  navbar: z.strictObject({
    title: z.string().min(1),
    logo: z.strictObject({ alt: z.string().min(1), src: internalPath, srcDark: internalPath.optional() }),
    items: z.array(navbarItemSchema),
    style: z.enum(['primary', 'dark']).optional(),
    hideOnScroll: z.boolean()
  }),
  colorMode: z.strictObject({
    defaultMode: z.enum(['light', 'dark']),
    disableSwitch: z.boolean(),
    respectPrefersColorScheme: z.boolean()
  }),
  footer: z.strictObject({
    style: z.enum(['dark', 'light']),
    links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(linkSchema).min(1) })),
    logo: z.strictObject({
      src: internalPath,
      srcDark: internalPath.optional(),
      alt: z.string().min(1),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      href: z.string().min(1)
    }),
    copyright: z.string().min(1)
  }),
  docs: z.strictObject({
    pluginId: z.string().min(1),
    /** Sidebar id → route of the folder the sidebar is built from. */
    sidebars: z.record(z.string(), internalPath),
    versions: z.array(z.strictObject({ name: z.string().min(1), label: z.string().min(1), path: internalPath })).min(1),
    /** Shown in version items; the product's specification (§9) fixes it to `Next`. */
    versionLabel: z.string().min(1)
  }),
  siteVersion: z.string().min(1),
  /** The repository pages are edited in; without it, pages show no "Edit this page" link and no feedback issue link. */
  source: sourceSchema.optional(),
  /** Old URLs kept alive as static redirect pages. */
  redirects: z.array(z.strictObject({ from: z.string().regex(/^\//, 'must be a site path starting with "/"'), to: internalPath }))
})

type ParsedSite = z.infer<typeof siteSchema>
export type SiteConfig = Omit<ParsedSite, 'navbar'> & { navbar: Omit<ParsedSite['navbar'], 'items'> & { items: NavbarItem[] } }
export type SiteConfigInput = z.input<typeof siteSchema>
/** What the browser gets (generated/config/site.ts): redirects are only written at build time. */
export type BrowserSiteConfig = Omit<SiteConfig, 'redirects'>

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site configuration in ${CONFIG_FILE}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'SiteConfigError'
  }
}

/** Renders a zod path such as ['navbar','items',3,'label'] as `navbar.items[3].label`; the empty path as `(top level)`. */
function formatPath(path: PropertyKey[]): string {
  const rendered = path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    ''
  )
  return rendered || '(top level)'
}

/** A missing field reads "Required", not zod's "Invalid input: expected string, received undefined". */
const parseOptions = { error: (issue: z.core.$ZodRawIssue) => (issue.input === undefined ? 'Required' : undefined) }

function validateNavbarItems(items: unknown, problems: string[]): NavbarItem[] {
  if (!Array.isArray(items)) return []
  const parsed: NavbarItem[] = []
  items.forEach((raw, index) => {
    const type = (raw as { type?: unknown } | null)?.type ?? 'default'
    const schema = navbarItemSchemas[type as NavbarItemType]
    if (typeof type !== 'string' || !Object.hasOwn(navbarItemSchemas, type) || !schema) {
      problems.push(unknownNavbarTypeMessage(index, type))
      return
    }
    const result = schema.safeParse({ type, ...(raw as object) }, parseOptions)
    if (result.success) parsed.push(result.data as NavbarItem)
    else
      for (const issue of result.error.issues) problems.push(`${formatPath(['navbar', 'items', index, ...issue.path])}: ${issue.message}`)
  })
  return parsed
}

/** Cross-field rules that a per-field schema cannot express. */
function checkConsistency(config: SiteConfig, problems: string[]): void {
  const { i18n, docs, navbar, redirects } = config
  if (!i18n.locales.includes(i18n.defaultLocale)) problems.push(`i18n.defaultLocale: "${i18n.defaultLocale}" is not listed in i18n.locales`)
  for (const locale of i18n.locales)
    if (!i18n.localeConfigs[locale]) problems.push(`i18n.localeConfigs: missing an entry for locale "${locale}"`)
  navbar.items.forEach((item, index) => {
    if (item.type === 'docSidebar' && !docs.sidebars[item.sidebarId])
      problems.push(
        `navbar.items[${index}]: sidebar "${item.sidebarId}" does not exist. ` + `Known sidebars: ${Object.keys(docs.sidebars).join(', ')}.`
      )
  })
  const seen = new Set<string>()
  redirects.forEach(({ from, to }, index) => {
    if (from === to) problems.push(`redirects[${index}]: "${from}" redirects to itself`)
    if (seen.has(from)) problems.push(`redirects[${index}]: "${from}" is listed twice`)
    seen.add(from)
  })
}

/** Validates the raw configuration; throws one error listing every problem. */
export function validateSiteConfig(raw: SiteConfigInput | Record<string, unknown>): SiteConfig {
  const problems: string[] = []
  const items = validateNavbarItems((raw as { navbar?: { items?: unknown } }).navbar?.items, problems)
  const result = siteSchema.safeParse(raw, parseOptions)
  if (!result.success) for (const issue of result.error.issues) problems.push(`${formatPath(issue.path)}: ${issue.message}`)
  if (problems.length) throw new SiteConfigError(problems)
  const config: SiteConfig = { ...result.data!, navbar: { ...result.data!.navbar, items } }
  checkConsistency(config, problems)
  if (problems.length) throw new SiteConfigError(problems)
  return config
}
