import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { unpublishDrafts } from '../scripts/postbuild/drafts'
import { deferManifests } from '../scripts/postbuild/manifests'
import { planRedirects, RedirectError, renderRedirectStub } from '../scripts/postbuild/redirects'
import { indexableRoutes, lastModified, renderRobots, renderSitemap } from '../scripts/postbuild/sitemap'
import { resolveRequest } from '../scripts/serve'
import { publishSite } from '../scripts/postbuild/publish'
import { contentSecurityPolicy, withContentSecurityPolicy } from '../scripts/postbuild/csp'
import { listFiles } from '../scripts/lib/files'
import { STAGING_FOLDER } from '../config/site-folder.mjs'

const common = {
  basePath: '/vnv-documentation',
  siteUrl: 'https://infrasoftbe.github.io',
  siteTitle: 'VnV Tools',
  caseInsensitiveFs: false
}

describe('redirect stubs', () => {
  it('keep query and hash, carry a canonical link and work without JavaScript', () => {
    const html = renderRedirectStub({
      targetPath: '/vnv-documentation/docs/API/',
      canonicalUrl: 'https://infrasoftbe.github.io/vnv-documentation/docs/API/',
      siteTitle: 'VnV Tools'
    })
    assert.match(html, /<link rel="canonical" href="https:\/\/infrasoftbe\.github\.io\/vnv-documentation\/docs\/API\/">/)
    assert.match(html, /location\.replace\("\/vnv-documentation\/docs\/API\/" \+ location\.search \+ location\.hash\)/)
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/vnv-documentation\/docs\/API\/">/)
    assert.match(html, /<a href="\/vnv-documentation\/docs\/API\/">/)
    assert.match(html, /<meta name="robots" content="noindex">/)
  })

  it('escape the target so a path cannot break out of the script or attribute', () => {
    const html = renderRedirectStub({ targetPath: '/a"</script><b>', canonicalUrl: 'https://x.example/a', siteTitle: 'T' })
    assert.ok(!html.includes('</script><b>'))
    assert.ok(html.includes('\\u003c/script>'))
  })

  it('are planned for existing targets, with directory-style files', () => {
    const stubs = planRedirects({
      ...common,
      redirects: [
        { from: '/docs/intro', to: '/docs/Tutorial/intro/' },
        { from: '/docs/Tutorial/Application/List Viewer/list-viewer', to: '/docs/API' }
      ],
      pages: new Set(['/docs/Tutorial/intro/', '/docs/API/'])
    })
    assert.deepEqual(
      stubs.map((s) => s.file),
      ['docs/intro/index.html', 'docs/Tutorial/Application/List Viewer/list-viewer/index.html']
    )
  })

  it('fail when a target does not exist or a stub would shadow a page, listing every problem', () => {
    assert.throws(
      () =>
        planRedirects({
          ...common,
          redirects: [
            { from: '/a', to: '/missing' },
            { from: '/docs/API', to: '/docs/API/x' }
          ],
          pages: new Set(['/docs/API/'])
        }),
      (error: unknown) => {
        assert.ok(error instanceof RedirectError)
        assert.deepEqual(error.problems, [
          '"/a" → "/missing": the target page does not exist in out/',
          '"/docs/API" → "/docs/API/x": the target page does not exist in out/',
          '"/docs/API" would shadow a real page at the same path'
        ])
        return true
      }
    )
  })

  it('fail on a case-insensitive file system when only letter case differs', () => {
    assert.throws(
      () =>
        planRedirects({
          ...common,
          caseInsensitiveFs: true,
          redirects: [{ from: '/docs/REST/x', to: '/docs/rest/x' }],
          pages: new Set(['/docs/rest/x/'])
        }),
      /differ only in letter case, and this file system ignores case/
    )
    // The same redirect is fine where case matters.
    assert.equal(
      planRedirects({ ...common, redirects: [{ from: '/docs/REST/x', to: '/docs/rest/x' }], pages: new Set(['/docs/rest/x/']) }).length,
      1
    )
  })
})

describe('static server path resolution', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-'))
  mkdirSync(path.join(root, 'docs', 'List Viewer'), { recursive: true })
  writeFileSync(path.join(root, 'index.html'), 'home')
  writeFileSync(path.join(root, 'docs', 'List Viewer', 'index.html'), 'lv')

  it('serves directory URLs under the base path, decoding spaces', () => {
    assert.equal(resolveRequest(root, '/b', '/b/'), path.join(root, 'index.html'))
    assert.equal(resolveRequest(root, '/b', '/b/docs/List%20Viewer/?x=1'), path.join(root, 'docs', 'List Viewer', 'index.html'))
  })
  it('refuses paths outside the base path or the root', () => {
    assert.equal(resolveRequest(root, '/b', '/docs/'), null)
    assert.equal(resolveRequest(root, '/b', '/bad/'), null)
    assert.equal(resolveRequest(root, '/b', '/b/../../etc/passwd'), null)
    assert.equal(resolveRequest(root, '/b', '/b/%E0%A4%A'), null)
  })
  it('refuses a sibling folder whose name starts with the root’s', () => {
    const sibling = `${root}-old`
    mkdirSync(sibling, { recursive: true })
    writeFileSync(path.join(sibling, 'secret.txt'), 'secret')
    assert.equal(resolveRequest(root, '/b', `/b/..%2F${path.basename(sibling)}/secret.txt`), null)
    assert.equal(resolveRequest(root, '/b', `/b/../${path.basename(sibling)}/secret.txt`), null)
  })
})

describe('sitemap and robots.txt', () => {
  const heads: Record<string, string> = { '/docs/': '', '/404/': '', '/docs/intro/': '<meta name="robots" content="noindex">', '/': '' }
  const readHtml = (route: string) => `<html><head>${heads[route]}</head></html>`

  it('lists real pages only: no 404 page, no noindex page (redirect stubs are noindex)', () => {
    assert.deepEqual(indexableRoutes(Object.keys(heads), readHtml), ['/', '/docs/'])
  })

  it('reads pages through the reader, one route at a time, and never the 404 page', () => {
    const read: string[] = []
    indexableRoutes(Object.keys(heads), (route) => (read.push(route), readHtml(route)))
    assert.deepEqual(read.sort(), ['/', '/docs/', '/docs/intro/'])
  })

  it('writes absolute, escaped URLs under the base path', () => {
    const xml = renderSitemap(['/', '/docs/a&b/', '/docs/List Viewer/'], 'https://example.org', '/vnv-documentation')
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    assert.ok(xml.includes('<loc>https://example.org/vnv-documentation/</loc>'))
    assert.ok(xml.includes('<loc>https://example.org/vnv-documentation/docs/a&amp;b/</loc>'))
    assert.ok(xml.includes('<loc>https://example.org/vnv-documentation/docs/List%20Viewer/</loc>'))
  })

  it('gives a page the date of its last commit as <lastmod>, and a page without one none', () => {
    const lastmod = lastModified({
      pages: {
        '/': { file: 'pages/index.mdx', lastUpdated: '2026-03-01T08:00:00+00:00' },
        '/docs/intro': { file: 'pages/docs/intro.mdx', lastUpdated: '2026-03-04T17:45:00+01:00' },
        '/docs/tags': { file: null, lastUpdated: null }
      }
    })
    const xml = renderSitemap(['/', '/docs/intro/', '/docs/tags/'], 'https://example.org', '')
    assert.equal((xml.match(/<lastmod>/g) ?? []).length, 0, 'no dates given, none written')
    const dated = renderSitemap(['/', '/docs/intro/', '/docs/tags/'], 'https://example.org', '', lastmod)
    assert.ok(dated.includes('<url><loc>https://example.org/</loc><lastmod>2026-03-01T08:00:00+00:00</lastmod></url>'), dated)
    assert.ok(dated.includes('<url><loc>https://example.org/docs/intro/</loc><lastmod>2026-03-04T17:45:00+01:00</lastmod></url>'), dated)
    assert.ok(dated.includes('<url><loc>https://example.org/docs/tags/</loc></url>'), dated)
  })

  it('robots.txt points to the sitemap and names llms.txt and llms-full.txt under the base path', () => {
    assert.equal(
      renderRobots('https://example.org', '/base'),
      'User-agent: *\nAllow: /\nAllow: /base/llms.txt\nAllow: /base/llms-full.txt\n\nSitemap: https://example.org/base/sitemap.xml\n'
    )
  })
})

describe('draft blog posts', () => {
  it('lose their exported page; other posts stay', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'vnv-drafts-'))
    try {
      for (const slug of ['welcome', 'secret-plans']) {
        mkdirSync(path.join(out, 'blog', slug), { recursive: true })
        writeFileSync(path.join(out, 'blog', slug, 'index.html'), '<h1>post</h1>')
      }
      assert.deepEqual(unpublishDrafts(out, ['secret-plans']), ['/blog/secret-plans'])
      assert.equal(existsSync(path.join(out, 'blog', 'secret-plans')), false)
      assert.equal(existsSync(path.join(out, 'blog', 'welcome', 'index.html')), true)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

describe("Next's page lists", () => {
  const base = '/vnv-documentation/_next/static/b1'
  const page = (tail: string) =>
    `<html><body><div id="__next"></div><script src="/vnv-documentation/_next/static/chunks/main.js" defer=""></script>${tail}<script id="__NEXT_DATA__" type="application/json">{}</script></body></html>`

  it('load after the page: the manifest scripts become one loader that runs after the load event, both in order', () => {
    const html = deferManifests(
      page(`<script src="${base}/_buildManifest.js" defer=""></script><script src="${base}/_ssgManifest.js" defer=""></script>`),
      'out/docs/index.html'
    )
    assert.doesNotMatch(html, /<script src="[^"]*Manifest\.js"/)
    assert.match(html, /chunks\/main\.js" defer=""><\/script><script>addEventListener\("load",function\(\)\{setTimeout\(/)
    assert.ok(html.includes(JSON.stringify([`${base}/_buildManifest.js`, `${base}/_ssgManifest.js`])))
    assert.equal(html.match(/<script>/g)?.length, 1)
  })

  it('a page without them fails, naming the file: Next wrote them differently', () => {
    assert.throws(
      () => deferManifests(page(`<script src="${base}/_buildManifest.js" async></script>`), 'out/404.html'),
      /^Error: out\/404\.html: expected Next's _buildManifest\.js and _ssgManifest\.js scripts, found neither/
    )
  })
})

describe('a build that fails', () => {
  const files = (dir: string) =>
    Object.fromEntries(
      listFiles(dir).map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex')
      ])
    )

  it('after the export leaves the previous out/ byte for byte, and says so', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'failed-build-'))
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
      writeFileSync(path.join(project, file), content)
    }
    write('out/index.html', 'previous home')
    write('out/docs/index.html', 'previous docs')
    const before = files(path.join(project, 'out'))
    // A finished export whose redirect would overwrite one of its pages: the post-build step gets that far, then refuses.
    for (const page of ['index.html', '404.html', 'docs/index.html', 'old/index.html', '_markdown/llms.txt'])
      write(`${STAGING_FOLDER}/${page}`, `new ${page}`)
    write('generated/blog/drafts.json', JSON.stringify({ drafts: [] }))
    write('generated/navigation/redirects.json', JSON.stringify({ redirects: [{ from: '/old', to: '/docs/' }] }))
    const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), path.resolve('scripts/postbuild/postbuild.ts')], {
      cwd: project,
      encoding: 'utf8'
    })
    assert.equal(run.status, 1)
    assert.match(run.stderr, /postbuild failed, out\/ keeps the previous site: .*"\/old" would shadow a real page/s)
    assert.deepEqual(files(path.join(project, 'out')), before)
    rmSync(project, { recursive: true, force: true })
  })

  it('is the only kind that does not publish: a finished site replaces out/ whole', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'publish-'))
    const [site, staging] = [path.join(project, 'out'), path.join(project, STAGING_FOLDER)]
    mkdirSync(path.join(site, 'gone'), { recursive: true })
    writeFileSync(path.join(site, 'gone', 'index.html'), 'a page the new build no longer has')
    mkdirSync(staging)
    writeFileSync(path.join(staging, 'index.html'), 'new home')
    publishSite(staging, site)
    assert.deepEqual(Object.keys(files(site)), ['index.html'])
    assert.ok(!existsSync(staging) && !existsSync(`${site}.previous`))
    rmSync(project, { recursive: true, force: true })
  })
})

describe('the Content-Security-Policy of a page', () => {
  const page = (head: string, body = '') =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}</head><body>${body}<script id="__NEXT_DATA__" type="application/json">{"a":1}</script></body></html>`
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

  it('allows the page’s own inline scripts by hash, and never inline script or eval in general', () => {
    const html = page(
      '<script>document.documentElement.classList.add("dark")</script><script src="/_next/a.js"></script>',
      '<script>go()</script>'
    )
    const policy = contentSecurityPolicy(html)
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!
    assert.equal(
      scriptSrc,
      `script-src 'self' 'wasm-unsafe-eval' ${hash('document.documentElement.classList.add("dark")')} ${hash('go()')}`
    )
    assert.doesNotMatch(policy, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/)
    assert.match(policy, /object-src 'none'/)
  })

  it('comes first in <head>, after the charset, so it covers every script of the page', () => {
    const html = withContentSecurityPolicy(page('<script>x()</script>'))
    assert.match(
      html,
      /^<!DOCTYPE html><html><head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'; /
    )
    assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script>x()'))
  })
})
