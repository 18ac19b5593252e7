import Head from 'next/head'
import { siteConfig } from '@/generated/config/site'
import { withBasePath } from '@/lib/base-path'
import { canonicalUrl } from '@/lib/site-url'
import { twinPath } from '@/markdown/shared/twin.mjs'
import { usePage } from '../page-context'

function documentTitle(pageTitle: string | undefined, route: string, site = siteConfig): string {
  if (route === '/' || !pageTitle) return `${site.title} – ${site.tagline}`
  return `${pageTitle} | ${site.title}`
}

/** <head> tags of every page: title, description, canonical URL and Open Graph. */
export function SiteHead() {
  const { frontMatter, title, route, blog } = usePage()
  // A blog post is an article, with its day: link previews and feeds readers show both.
  const post = blog && 'post' in blog ? blog.post : undefined
  const pageTitle = documentTitle((frontMatter.title as string | undefined) ?? title, route)
  const description = (frontMatter.description as string | undefined) ?? siteConfig.tagline
  const canonical = canonicalUrl(route, siteConfig)
  // The not-found page answers many URLs and a draft is not published: neither is indexed nor canonical.
  const indexable = route !== '/404' && frontMatter.draft !== true
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
      <link rel="icon" href={withBasePath(siteConfig.favicon)} />
      <meta property="og:type" content={post ? 'article' : 'website'} />
      {post && <meta property="article:published_time" content={post.date} />}
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      {indexable && <meta property="og:url" content={canonical} />}
      {/* The page as Markdown (markdown/generator), for readers and assistants that prefer it. */}
      {indexable && <link rel="alternate" type="text/markdown" href={withBasePath(twinPath(route))} />}
      <meta name="generator" content={`VnV Tools docs ${siteConfig.siteVersion}`} />
      {route.startsWith('/blog') && (
        <>
          <link rel="alternate" type="application/rss+xml" title={`${siteConfig.title} blog (RSS)`} href={withBasePath('/blog/rss.xml')} />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={`${siteConfig.title} blog (Atom)`}
            href={withBasePath('/blog/atom.xml')}
          />
        </>
      )}
    </Head>
  )
}
