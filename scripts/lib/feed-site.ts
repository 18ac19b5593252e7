/**
 * What every feed of the site (the blog's, the REST changes') takes from the site configuration:
 * one place, so their absolute URLs agree with each other and with the build's base path.
 *
 * Read from the site configuration's generated output (scripts/config/generate.ts), not by importing
 * config/site.ts: the file changes only when these values do, so an edit of anything else in the
 * configuration runs neither feed's generator.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteConfig } from '../../config/schema'

export interface FeedSite {
  title: string
  url: string
  baseUrl: string
  copyright: string
}

/**
 * Where the site configuration's generator writes the feeds' values, relative to the project: a
 * folder of its own, which the feeds' generators watch (a watch of the single file lost it after
 * the atomic update moved it aside and back).
 */
export const FEED_SITE_FOLDER = 'generated/config/feed'
export const FEED_SITE_FILE = `${FEED_SITE_FOLDER}/site.json`

/** Pure: the configuration → the feeds' values. */
export const feedSiteOf = (config: Pick<SiteConfig, 'title' | 'url' | 'baseUrl' | 'footer'>): FeedSite => ({
  title: config.title,
  url: config.url,
  baseUrl: config.baseUrl,
  copyright: config.footer.copyright
})

/** The feeds' values as the site configuration's last generation wrote them. */
export function feedSite(root = process.cwd()): FeedSite {
  const { title, url, baseUrl, copyright } = JSON.parse(readFileSync(path.join(root, FEED_SITE_FILE), 'utf8')) as FeedSite
  return { title, url, baseUrl, copyright }
}
