/**
 * page-source/generator: which file each page is edited in, and when a commit last changed it, read
 * from a real temporary repository whose site sits in a subfolder.
 */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { mdxPageHead, mdxSourcesLine } from '../../scripts/lib/generated'
import { countingGitCalls, tempRepo } from '../../tests/helpers/git-repo'
import { generatePageSources, readPageSources, renderPageSources } from '../generator/generate'
import { editableFile, listedSources, namedSource, newest } from '../generator/sources'
import { pageFile } from '../../scripts/navigation/read-pages'

const page = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n`
const generatedPage = (source: string, title: string) => [...mdxPageHead(source, { title }), `# ${title}`, ''].join('\n')

describe('the file a page is edited in', () => {
  it('a hand-written page is its own file', () => {
    assert.equal(namedSource('---'), undefined)
    assert.equal(namedSource('# Generated from nothing'), undefined)
    assert.equal(
      editableFile('pages/docs/intro.mdx', '---', () => false),
      'pages/docs/intro.mdx'
    )
  })

  it('a generated page is the one existing file its first line names', () => {
    const line = generatedPage('openapi/session.yaml', 'Session').split('\n')[0]
    assert.equal(line, '{/* generated from openapi/session.yaml — do not edit */}')
    assert.equal(namedSource(line), 'openapi/session.yaml')
    assert.equal(
      editableFile('pages/docs/rest/session/op.mdx', line, (file) => file === 'openapi/session.yaml'),
      'openapi/session.yaml'
    )
  })

  it('a generated page has none when its source is gone, is many files, or leaves the project', () => {
    const header = (source: string) => `{/* generated from ${source} — do not edit */}`
    assert.equal(
      editableFile('pages/docs/rest/old/op.mdx', header('openapi/old.yaml'), () => false),
      null
    )
    assert.equal(namedSource(header('the posts in pages/blog (blog/generator)')), null)
    assert.equal(namedSource(header('content/doc-categories.ts and the sidebar (docs-index/generator)')), null)
    assert.equal(namedSource(header('../secrets.yaml')), null)
    assert.equal(namedSource(header('/etc/passwd')), null)
  })

  it('finds a page’s file the way Next.js routes pages; other files are not pages', () => {
    const pages = mkdtempSync(path.join(tmpdir(), 'vnv-pages-'))
    try {
      for (const file of ['index.mdx', 'docs/index.mdx', 'docs/Tutorial/intro.mdx', 'docs/guide.md', 'docs/_meta.ts']) {
        mkdirSync(path.dirname(path.join(pages, file)), { recursive: true })
        writeFileSync(path.join(pages, file), '')
      }
      const relative = (route: string) => {
        const file = pageFile(route, pages)
        return file && path.relative(pages, file).split(path.sep).join('/')
      }
      assert.deepEqual(['/', '/docs', '/docs/Tutorial/intro', '/docs/guide', '/docs/_meta', '/docs/missing'].map(relative), [
        'index.mdx',
        'docs/index.mdx',
        'docs/Tutorial/intro.mdx',
        null, // pageExtensions: a .md file is no page (the content check says so)
        null,
        null
      ])
    } finally {
      rmSync(pages, { recursive: true, force: true })
    }
  })
})

describe('pages made from several files', () => {
  const header = mdxPageHead('the posts in pages/blog (blog/generator)', {}, ['pages/blog/a.mdx', 'blog/shared/tags.ts'])
  it('name them on their second line, which only a generated page may hold', () => {
    assert.deepEqual(listedSources(header[0], header[1]), ['pages/blog/a.mdx', 'blog/shared/tags.ts'])
    assert.deepEqual(listedSources('# A hand-written page', header[1]), [])
    assert.deepEqual(listedSources(header[0], mdxSourcesLine(['../secret.yaml', '/etc/passwd', 'ok.mdx'])), ['ok.mdx'])
    assert.throws(() => mdxSourcesLine(['a*/b']), /cannot hold/)
  })
  it('are dated by the newest of their files, compared as instants', () => {
    assert.equal(newest(['2026-03-04T17:45:00+01:00', '2026-03-04T17:00:00+00:00', undefined]), '2026-03-04T17:00:00+00:00')
    assert.equal(newest([undefined, null]), null)
  })
})

describe('page sources of a site in a subfolder of its repository', () => {
  const repo = tempRepo()
  const site = path.join(repo.dir, 'site')
  repo.commit('Add the site', '2026-03-01T08:00:00Z', {
    'site/pages/_meta.ts': "export default { index: 'Home', docs: 'Docs' }",
    'site/pages/index.mdx': page('Home'),
    'site/pages/docs/intro.mdx': page('Intro'),
    'site/openapi/api.yaml': 'openapi: 3.1.0\n'
  })
  repo.commit('Edit the intro', '2026-03-04T17:45:00+01:00', { 'site/pages/docs/intro.mdx': page('Introduction') })
  repo.commit('Change the spec', '2026-03-05T09:30:00Z', { 'site/openapi/api.yaml': 'openapi: 3.1.1\n' })
  // What generators write and git ignores, and a page not committed yet.
  writeFileSync(path.join(repo.dir, '.gitignore'), 'site/pages/docs/rest/\nsite/pages/blog/\nsite/generated/\n')
  for (const [file, content] of Object.entries({
    'pages/docs/rest/api/get-thing.mdx': generatedPage('openapi/api.yaml', 'Get a thing'),
    'pages/docs/rest/gone/get-old.mdx': generatedPage('openapi/gone.yaml', 'Gone'),
    'pages/blog/index.mdx': generatedPage('the posts in pages/blog (blog/generator)', 'Blog'),
    // A list made from several files (and one that does not exist): dated by the newest of them.
    'pages/blog/tags.mdx': [
      ...mdxPageHead('the posts in pages/blog (blog/generator)', { title: 'Tags' }, [
        'pages/docs/intro.mdx',
        'openapi/api.yaml',
        'gone.mdx'
      ]),
      '# Tags',
      ''
    ].join('\n'),
    'pages/docs/draft.mdx': page('Draft')
  })) {
    const full = path.join(site, file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, content)
  }
  after(() => repo.remove())

  it('names each page’s file relative to the repository root, and dates it by its last commit', async () => {
    const { index, unavailable } = await readPageSources(site)
    assert.equal(unavailable, undefined)
    assert.deepEqual(index.pages, {
      '/': { file: 'site/pages/index.mdx', lastUpdated: '2026-03-01T08:00:00+00:00' },
      '/docs/intro': { file: 'site/pages/docs/intro.mdx', lastUpdated: '2026-03-04T17:45:00+01:00' },
      '/docs/draft': { file: 'site/pages/docs/draft.mdx', lastUpdated: null },
      '/docs/rest/api/get-thing': { file: 'site/openapi/api.yaml', lastUpdated: '2026-03-05T09:30:00+00:00' },
      '/docs/rest/gone/get-old': { file: null, lastUpdated: null },
      '/blog': { file: null, lastUpdated: null },
      '/blog/tags': { file: null, lastUpdated: '2026-03-05T09:30:00+00:00' }
    })
  })

  it('reads every page’s date with one git log', async () => {
    const { calls } = await countingGitCalls(() => readPageSources(site))
    assert.equal(calls.filter((call) => call.includes(' log ')).length, 1, calls.join('\n'))
  })

  it('in a shallow clone, keeps the files but shows no date rather than a wrong one', async () => {
    const clone = mkdtempSync(path.join(tmpdir(), 'vnv-shallow-'))
    repo.git('clone', '--quiet', '--depth=1', `file://${repo.dir}`, clone)
    const { index, unavailable } = await readPageSources(path.join(clone, 'site'))
    assert.match(unavailable ?? '', /shallow clone/)
    assert.deepEqual(index.pages['/docs/intro'], { file: 'site/pages/docs/intro.mdx', lastUpdated: null })
    rmSync(clone, { recursive: true, force: true })
  })

  it('writes index.json and one small file per page, each saying it is generated', async () => {
    await generatePageSources(site)
    const out = path.join(site, 'generated/page-source')
    const indexFile = readFileSync(path.join(out, 'index.json'), 'utf8')
    assert.match(indexFile.split('\n')[0], /^\{"\/\/": "generated from .* — do not edit",$/)
    assert.equal(JSON.parse(indexFile).pages['/docs/intro'].file, 'site/pages/docs/intro.mdx')
    assert.deepEqual(JSON.parse(readFileSync(path.join(out, 'pages/docs/intro.json'), 'utf8')), {
      '//': JSON.parse(indexFile)['//'],
      file: 'site/pages/docs/intro.mdx',
      lastUpdated: '2026-03-04T17:45:00+01:00'
    })
    assert.ok(existsSync(path.join(out, 'pages/index.json')), 'the home page is pages/index.json')
    assert.deepEqual([...renderPageSources({ pages: {} }).keys()], ['index.json'])
  })
})
