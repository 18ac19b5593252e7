/**
 * Writes generated/config/site.ts: the validated site configuration as plain
 * data for the browser; and generated/config/feed/site.json, what the feeds
 * take from it. Validation (zod, ≈15 KB gzip with the schemas) then runs
 * here, at build time, instead of on every reader's page load.
 *
 * Run by `npm run generate`. The snapshot carries the BASE_PATH it ran with, which
 * next.config.mjs compares with its own. A configuration error names
 * config/site.ts and the entry, and leaves the previous snapshot.
 */
import path from 'node:path'
import type { BrowserSiteConfig, SiteConfig } from '../../config/schema'
import { FEED_SITE_FILE, feedSiteOf } from '../lib/feed-site'
import { jsonFile, tsHeader } from '../lib/generated'
import { writeFolderAtomically } from '../lib/write-folders'
import { runAsCommand } from '../generators/command'

export const SNAPSHOT_DIR = path.join('generated', 'config')
export const SNAPSHOT_FILE = 'site.ts'

/** Pure: the validated configuration → the browser's module. Build-only entries are left out. */
export function renderSiteConfigModule(config: SiteConfig): string {
  const data: BrowserSiteConfig = { ...config }
  delete (data as Partial<SiteConfig>).redirects
  return [
    tsHeader('config/site.ts by scripts/config/generate.ts'),
    "import type { BrowserSiteConfig } from '../../config/schema'",
    '',
    `export const siteConfig: BrowserSiteConfig = ${JSON.stringify(data, null, 2)}`,
    ''
  ].join('\n')
}

/** Pure: the values the site's feeds take from the configuration (scripts/lib/feed-site.ts), as JSON. */
export function renderFeedSite(config: SiteConfig): string {
  return jsonFile('config/site.ts by scripts/config/generate.ts', feedSiteOf(config), 1)
}

type SiteModule = { siteConfig: SiteConfig }

/**
 * Validates (by importing config/site.ts) and writes the snapshot. `load` is
 * replaceable so tests can hand in a configuration that fails.
 */
export async function generateSiteConfig(
  root = process.cwd(),
  load: () => Promise<SiteModule> = () => import('../../config/site')
): Promise<void> {
  // Imported here, not at the top: config/site.ts validates on import, and its error is the message.
  const { siteConfig } = await load()
  writeFolderAtomically(
    path.join(root, SNAPSHOT_DIR),
    new Map([
      [SNAPSHOT_FILE, renderSiteConfigModule(siteConfig)],
      [path.relative(SNAPSHOT_DIR, FEED_SITE_FILE), renderFeedSite(siteConfig)]
    ])
  )
}

runAsCommand(import.meta.filename, {
  main: () =>
    generateSiteConfig().then(() => console.log(`gen:config: ${path.join(SNAPSHOT_DIR, SNAPSHOT_FILE)} written from config/site.ts`)),
  failureMessage: (error) => (error as Error).message
})
