/**
 * Runs after `next build` has exported the site to its staging folder (config/site-folder.mjs):
 * writes the redirect stubs, makes sure static hosts get 404.html and
 * .nojekyll, and fails loudly if any of that is impossible. Only then does the
 * finished site replace out/: a failure anywhere leaves the previous out/ untouched.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../config/site'
import { TWINS_PUBLIC_FOLDER } from '../../markdown/shared/twin.mjs'
import { exportedPages, listFiles } from '../lib/files'
import { REDIRECTS_FILE } from '../navigation/generate'
import { unpublishDrafts } from './drafts'
import { withContentSecurityPolicy } from './csp'
import { deferManifests } from './manifests'
import { planRedirects } from './redirects'
import { readPageSourceIndex } from '../../page-source/generator/generate'
import { readDrafts } from '../../blog/generator/generate'
import { buildSearchIndex } from '../../search/indexer/build-index'
import { indexableRoutes, lastModified, renderRobots, renderSitemap } from './sitemap'
import { publishSite } from './publish'
import { SITE_FOLDER, STAGING_FOLDER } from '../../config/site-folder.mjs'

const OUT = path.resolve(STAGING_FOLDER)

function isCaseInsensitive(dir: string): boolean {
  const probe = path.join(dir, '.case-probe-Ab')
  writeFileSync(probe, '')
  const insensitive = existsSync(path.join(dir, '.case-probe-aB'))
  rmSync(probe)
  return insensitive
}

async function main() {
  if (!existsSync(OUT)) throw new Error(`${OUT} does not exist: run "next build" first.`)
  // Static hosts answer unknown paths with 404.html; with trailing slashes Next exports the page as 404/index.html.
  if (!existsSync(path.join(OUT, '404.html')) && existsSync(path.join(OUT, '404/index.html')))
    cpSync(path.join(OUT, '404/index.html'), path.join(OUT, '404.html'))
  if (!existsSync(path.join(OUT, '404.html')))
    throw new Error(`${path.join(OUT, '404.html')} is missing: static hosts need it for unknown paths.`)
  writeFileSync(path.join(OUT, '.nojekyll'), '')
  // npm run dev's problem list (public/_dev, scripts/dev.ts) is not part of the site.
  rmSync(path.join(OUT, '_dev'), { recursive: true, force: true })
  // Markdown twins and llms files (markdown/generator) go to the site's root: /docs/x.md beside /docs/x/.
  const twins = path.join(OUT, TWINS_PUBLIC_FOLDER)
  if (!existsSync(path.join(twins, 'llms.txt'))) throw new Error(`${twins}/llms.txt is missing: run "npm run generate" before the build.`)
  cpSync(twins, OUT, { recursive: true })
  rmSync(twins, { recursive: true })
  // Before anything reads out/'s pages: drafts are not published.
  const drafts = unpublishDrafts(OUT, readDrafts())
  // Next's page lists load after each page instead of with it (manifests.ts): every page Next exported, before the stubs
  // exist. Then each page gets its Content-Security-Policy (csp.ts), its inline scripts final; the live examples' frame
  // is a document of its own, which runs the examples' code.
  let deferred = 0
  for (const file of listFiles(OUT).filter((f) => f.endsWith('.html') && !f.startsWith(`playground${path.sep}`))) {
    let html = readFileSync(path.join(OUT, file), 'utf8')
    if (html.includes('<script id="__NEXT_DATA__"')) {
      html = deferManifests(html, path.join(path.relative(process.cwd(), OUT), file))
      deferred++
    }
    writeFileSync(path.join(OUT, file), withContentSecurityPolicy(html))
  }
  // Old URLs and docs folders without a page, as gathered by the navigation generator (the dev server serves the same list).
  const { redirects } = JSON.parse(readFileSync(REDIRECTS_FILE, 'utf8'))
  const exported = exportedPages(OUT)
  const stubs = planRedirects({
    redirects,
    pages: exported,
    basePath: siteConfig.baseUrl,
    siteUrl: siteConfig.url,
    siteTitle: siteConfig.title,
    caseInsensitiveFs: isCaseInsensitive(OUT)
  })
  // The sitemap lists the exported pages, read before any redirect stub exists.
  const routes = indexableRoutes(exported, (route) => readFileSync(path.join(OUT, route, 'index.html'), 'utf8'))
  // Each page's last commit date, as page-source/generator read it (no file: no dates, as without git history).
  const lastmod = lastModified(readPageSourceIndex())
  writeFileSync(path.join(OUT, 'sitemap.xml'), renderSitemap(routes, siteConfig.url, siteConfig.baseUrl, lastmod))
  writeFileSync(path.join(OUT, 'robots.txt'), renderRobots(siteConfig.url, siteConfig.baseUrl))
  for (const stub of stubs) {
    const file = path.join(OUT, stub.file)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, withContentSecurityPolicy(stub.html))
  }
  // Last: the index reads out/'s pages as readers get them (drafts gone; stubs are not indexed).
  const search = await buildSearchIndex(OUT)
  console.log(
    `postbuild: ${drafts.length} draft(s) unpublished, page lists deferred in ${deferred} pages, ${stubs.length} redirect stub(s), sitemap.xml with ${routes.length} pages, robots.txt, search index of ${search.pages} pages (${search.words} words for "did you mean")`
  )
  publishSite(OUT, path.resolve(SITE_FOLDER))
  console.log(`postbuild: the site is in ${SITE_FOLDER}/`)
}

main().catch((error) => {
  console.error(`postbuild failed, ${SITE_FOLDER}/ keeps the previous site: ${(error as Error).message}`)
  process.exit(1)
})
