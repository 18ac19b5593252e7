/**
 * What every feed of the site (the blog's, the REST changes') takes from the site configuration:
 * one place, so their absolute URLs agree with each other and with the build's base path.
 */
import { siteConfig } from '../../config/site'

export interface FeedSite {
  title: string
  url: string
  baseUrl: string
  copyright: string
}

export const feedSite = (): FeedSite => ({
  title: siteConfig.title,
  url: siteConfig.url,
  baseUrl: siteConfig.baseUrl,
  copyright: siteConfig.footer.copyright
})

/** The absolute URL of the site's root, base path included, without a trailing slash. */
export const siteRoot = (site: FeedSite) => `${site.url}${site.baseUrl}`
