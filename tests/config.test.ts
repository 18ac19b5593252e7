import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, it } from 'node:test'
import { pathWithinBasePath, resolveBasePath } from '../config/base-path.mjs'
import { SiteConfigError, validateSiteConfig } from '../config/schema'
import { rawSiteConfig, siteConfig } from '../config/site'
import { generateSiteConfig, renderSiteConfigModule } from '../scripts/config/generate'
import { FEED_SITE_FILE, feedSite } from '../scripts/lib/feed-site'

const withItems = (items: unknown[]) => ({ ...rawSiteConfig, navbar: { ...rawSiteConfig.navbar, items } })

function problemsOf(raw: unknown): string[] {
  try {
    validateSiteConfig(raw as Record<string, unknown>)
  } catch (error) {
    assert.ok(error instanceof SiteConfigError, 'throws SiteConfigError')
    return error.problems
  }
  assert.fail('expected the configuration to be rejected')
}

describe('site configuration', () => {
  it('accepts the shipped configuration and keeps the spec constants', () => {
    assert.equal(siteConfig.title, 'VnV Tools')
    assert.equal(siteConfig.docs.versionLabel, 'Next')
    assert.equal(siteConfig.siteVersion, '0.0.0')
    assert.equal(siteConfig.footer.copyright, 'Copyright © 2025 Infrasoft')
    assert.deepEqual(siteConfig.i18n.locales, ['en'])
    assert.equal(siteConfig.i18n.localeConfigs.en.direction, 'ltr')
    assert.equal(siteConfig.colorMode.defaultMode, 'light')
    assert.equal(siteConfig.colorMode.respectPrefersColorScheme, false)
  })

  it('names the navbar entries of the spec in order', () => {
    const labels = siteConfig.navbar.items.filter((i) => i.position === 'left').map((i) => ('label' in i ? i.label : i.type))
    assert.deepEqual(labels, ['Tutorial', 'Analysis', 'Components', 'Packages', 'API', 'REST', 'REST 2', 'Blog'])
  })

  it('rejects an unknown navbar item type with a message naming the entry and the type', () => {
    const problems = problemsOf(
      withItems([
        { type: 'docSidebar', sidebarId: 'tutorial', label: 'T' },
        { type: 'fancyWidget', label: 'x' }
      ])
    )
    assert.deepEqual(problems, [
      'navbar.items[1]: no navbar item component found for type "fancyWidget". Use one of: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown.'
    ])
  })

  it('rejects a sidebar link to a sidebar that does not exist', () => {
    const problems = problemsOf(withItems([{ type: 'docSidebar', sidebarId: 'nope', label: 'Nope' }]))
    assert.deepEqual(problems, [
      'navbar.items[0]: sidebar "nope" does not exist. Known sidebars: tutorial, analysis, components, packages, api, restapi.'
    ])
  })

  it('reports field errors with their path, all at once, and names the file', () => {
    const raw = {
      ...withItems([{ type: 'default', label: 'Both', to: '/a', href: 'https://x.example' }]),
      title: '',
      redirects: [{ from: '/a', to: '/a' }]
    }
    try {
      validateSiteConfig(raw)
      assert.fail('expected rejection')
    } catch (error) {
      assert.ok(error instanceof SiteConfigError)
      assert.match(error.message, /^Invalid site configuration in config\/site\.ts:/)
      assert.ok(error.problems.includes('navbar.items[0]: needs exactly one of "to" (site path) or "href" (external URL)'), error.message)
      assert.ok(
        error.problems.some((p) => p.startsWith('title: ')),
        error.message
      )
    }
  })

  it('rejects a redirect to itself and duplicate redirects', () => {
    const problems = problemsOf({
      ...rawSiteConfig,
      redirects: [
        { from: '/a', to: '/a' },
        { from: '/b', to: '/c' },
        { from: '/b', to: '/d' }
      ]
    })
    assert.deepEqual(problems, ['redirects[0]: "/a" redirects to itself', 'redirects[2]: "/b" is listed twice'])
  })

  it('names the repository pages are edited in, and may leave it out', () => {
    assert.deepEqual(siteConfig.source, { repository: 'https://github.com/infrasoftbe/vnv-documentation', branch: 'main' })
    const { source, ...withoutSource } = rawSiteConfig
    assert.ok(source)
    assert.equal(validateSiteConfig(withoutSource).source, undefined)
  })

  it('rejects a source repository that is not an https web address without a trailing slash or ".git"', () => {
    const withSource = (source: unknown) => problemsOf({ ...rawSiteConfig, source })
    const repository = 'https://github.com/infrasoftbe/vnv-documentation'
    assert.deepEqual(withSource({ repository: 'http://github.com/infrasoftbe/vnv-documentation', branch: 'main' }), [
      'source.repository: must be an https URL'
    ])
    assert.deepEqual(withSource({ repository: `${repository}/`, branch: 'main' }), ['source.repository: must not end with "/"'])
    assert.deepEqual(withSource({ repository: `${repository}.git`, branch: 'main' }), [
      'source.repository: must be the repository\'s web page, without ".git"'
    ])
    assert.deepEqual(withSource({ repository: 'github.com/infrasoftbe', branch: 'main' }), [
      'source.repository: Invalid URL',
      'source.repository: must be an https URL'
    ])
  })

  it('calls a missing field required, whatever its type, and places an unknown top-level key', () => {
    const { style, ...footerWithoutStyle } = rawSiteConfig.footer
    assert.ok(style)
    assert.deepEqual(problemsOf({ ...rawSiteConfig, footer: footerWithoutStyle, extra: true }), [
      'footer.style: Required',
      '(top level): Unrecognized key: "extra"'
    ])
  })

  it('rejects a source branch that is empty or has spaces, and a source without a branch', () => {
    const repository = 'https://github.com/infrasoftbe/vnv-documentation'
    assert.deepEqual(problemsOf({ ...rawSiteConfig, source: { repository, branch: '' } }), ['source.branch: must name a branch'])
    assert.deepEqual(problemsOf({ ...rawSiteConfig, source: { repository, branch: 'my branch' } }), [
      'source.branch: must not contain spaces'
    ])
    assert.deepEqual(problemsOf({ ...rawSiteConfig, source: { repository } }), ['source.branch: Required'])
  })

  it('rejects an announcement bar without an id', () => {
    const problems = problemsOf({ ...rawSiteConfig, announcementBar: { ...rawSiteConfig.announcementBar, id: '' } })
    assert.equal(problems.length, 1)
    assert.match(problems[0], /^announcementBar\.id: /)
  })
})

describe('BASE_PATH', () => {
  it('defaults to the old site path and accepts the domain root', () => {
    assert.equal(resolveBasePath(undefined), '/vnv-documentation')
    assert.equal(resolveBasePath(''), '')
    assert.equal(resolveBasePath('/docs/v2/'), '/docs/v2')
  })
  it('rejects values a static host cannot serve', () => {
    assert.throws(() => resolveBasePath('docs'), /BASE_PATH="docs" is not a valid base path/)
    assert.throws(() => resolveBasePath('/a b'), /not a valid base path/)
    assert.throws(() => resolveBasePath('//evil.example'), /not a valid base path/)
  })
  it('names the path within the site of a request under it, and nothing outside it', () => {
    assert.equal(pathWithinBasePath('/b', '/b'), '/')
    assert.equal(pathWithinBasePath('/b/docs/x/', '/b'), '/docs/x/')
    assert.equal(pathWithinBasePath('/bx/docs/', '/b'), undefined)
    assert.equal(pathWithinBasePath('/docs/', '/b'), undefined)
    assert.equal(pathWithinBasePath('/docs/', ''), '/docs/')
  })
})

describe('a build for another base path than the generators ran with (npm run build:site alone)', () => {
  /** next.config.mjs evaluated afresh under BASE_PATH, as `next build` loads it. */
  async function nextConfigUnder(basePath: string | undefined, tag: string) {
    const saved = process.env.BASE_PATH
    if (basePath === undefined) delete process.env.BASE_PATH
    else process.env.BASE_PATH = basePath
    try {
      const { default: nextConfig } = (await import(`${pathToFileURL(path.resolve('next.config.mjs')).href}?${tag}`)) as {
        default: (phase: string) => unknown
      }
      return () => nextConfig('phase-production-build')
    } finally {
      if (saved === undefined) delete process.env.BASE_PATH
      else process.env.BASE_PATH = saved
    }
  }

  it('stops with what to run, and builds when they agree', async () => {
    const generatedFor = (JSON.parse(readFileSync(FEED_SITE_FILE, 'utf8')) as { baseUrl: string }).baseUrl
    const expected = `generated/ was written for BASE_PATH=${generatedFor || "''"}, and Next now runs for BASE_PATH=/elsewhere: run "npm run generate"`
    assert.throws(await nextConfigUnder('/elsewhere', 'elsewhere'), (error: Error) => error.message.startsWith(expected))
    assert.doesNotThrow(await nextConfigUnder(generatedFor, 'same'))
  })
})

describe('browser snapshot of the configuration (generated/config/site.ts)', () => {
  it('is a module with the generated header and the validated values, without the build-only redirects', async () => {
    const source = renderSiteConfigModule(siteConfig)
    assert.equal(source.split('\n')[0], '// generated from config/site.ts by scripts/config/generate.ts — do not edit')
    const dir = mkdtempSync(path.join(tmpdir(), 'vnv-config-'))
    try {
      writeFileSync(path.join(dir, 'site.ts'), source)
      const snapshot = (await import(path.join(dir, 'site.ts'))) as { siteConfig: Record<string, unknown> }
      const { redirects, ...browser } = siteConfig
      assert.ok(redirects.length > 0)
      assert.deepEqual(snapshot.siteConfig, browser)
      assert.equal('redirects' in snapshot.siteConfig, false)
      // Defaults the validator fills in reach the browser too.
      assert.equal((snapshot.siteConfig as typeof siteConfig).navbar.items[0].position, 'left')
      // The browser builds "Edit this page" and feedback links from it.
      assert.deepEqual((snapshot.siteConfig as typeof siteConfig).source, siteConfig.source)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("writes the feeds' values beside the snapshot, for the feeds' generators to read, and leaves the file as it was while they stay the same", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vnv-config-root-'))
    try {
      await generateSiteConfig(root)
      const file = path.join(root, FEED_SITE_FILE)
      assert.match(readFileSync(file, 'utf8'), /^\{"\/\/": "generated from config\/site\.ts/)
      assert.deepEqual(feedSite(root), {
        title: siteConfig.title,
        url: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        copyright: siteConfig.footer.copyright
      })
      const written = statSync(file).mtimeMs
      const otherLinks = async () => ({ siteConfig: validateSiteConfig({ ...rawSiteConfig, tagline: 'Another tagline' }) })
      await generateSiteConfig(root, otherLinks)
      assert.equal(statSync(file).mtimeMs, written, 'untouched: the feeds do not run again')
      const retitled = async () => ({ siteConfig: validateSiteConfig({ ...rawSiteConfig, title: 'Another title' }) })
      await generateSiteConfig(root, retitled)
      assert.equal(feedSite(root).title, 'Another title')
      rmSync(file)
      // The read error itself: generator commands turn it into one line (tests/generators.test.ts).
      assert.throws(() => feedSite(root), { code: 'ENOENT' })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('an invalid configuration fails with the file and entry and leaves the previous snapshot', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vnv-config-root-'))
    try {
      await generateSiteConfig(root)
      const file = path.join(root, 'generated', 'config', 'site.ts')
      const before = readFileSync(file, 'utf8')
      const invalid = async () => ({ siteConfig: validateSiteConfig({ ...rawSiteConfig, title: '' }) })
      await assert.rejects(generateSiteConfig(root, invalid), /Invalid site configuration in config\/site\.ts:\n {2}- title: /)
      assert.equal(readFileSync(file, 'utf8'), before)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
