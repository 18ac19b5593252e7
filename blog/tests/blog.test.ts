import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { buildFeeds } from '../generator/feeds'
import { parseConventionalCommit, postFromCommit, refusalMessage, uniqueSlug } from '../generator/from-commit'
import { byYear, paginate } from '../shared/lists'
import { parsePost, PostError, publishedPosts } from '../generator/posts'
import { blogFiles, readPosts } from '../generator/generate'
import { postListMarkdown } from '../generator/markdown'
import { stringifyMarkdown } from '../../markdown/generator/mdx-to-markdown'
import { sourcesOfLine } from '../../scripts/lib/generated'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const post = (front: string, body = `First paragraph with a [link](/docs/API/).\n\n{/* truncate */}\n\n${words(450)}`) =>
  `---\n${front}\n---\n${body}\n`
const valid = 'title: Release notes\ndate: 2024-06-06\nauthors: [docs-team]\ntags: [hello]\ndescription: What changed in this release.'

describe('blog posts', () => {
  it('validate frontmatter against the authors and tags files, naming the post', () => {
    assert.throws(
      () => parsePost('pages/blog/bad.mdx', post('title: X\ndate: 2024-13-40\nauthors: [someone]\ntags: [nope]')),
      (error: unknown) => {
        assert.ok(error instanceof PostError)
        assert.equal(error.file, 'pages/blog/bad.mdx')
        assert.deepEqual(error.problems, [
          'frontmatter "description" is missing',
          'frontmatter "date" must be a date written YYYY-MM-DD (got "2024-13-40")',
          'unknown author "someone" (authors are defined in blog/shared/authors.ts)',
          'unknown tag "nope" (tags are defined in blog/shared/tags.ts)'
        ])
        return true
      }
    )
  })

  it('name every post whose front matter is not YAML, with the line and column, in one error', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-yaml-'))
    writeFileSync(path.join(dir, 'a.mdx'), post('title: A\ndate: 2024-06-06\ntitle: again'))
    writeFileSync(path.join(dir, 'b.mdx'), post('title: B\ntags: [hello'))
    try {
      assert.throws(
        () => readPosts(dir),
        (error: Error) => {
          const lines = error.message.split('\n')
          assert.equal(lines.length, 3, error.message)
          assert.match(lines[1], /^ {2}- pages\/blog\/a\.mdx:4:1: front matter is not valid YAML: Map keys must be unique$/)
          assert.match(lines[2], /^ {2}- pages\/blog\/b\.mdx:3:\d+: front matter is not valid YAML: /)
          return true
        }
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('compute reading time from the prose', () => {
    const parsed = parsePost('pages/blog/x.mdx', post(valid))
    assert.equal(parsed.slug, 'x')
    assert.equal(parsed.date, '2024-06-06')
    assert.equal(parsed.readingMinutes, 2)
  })

  it('cut the excerpt at the truncate marker, rendered as HTML with JSX dropped', () => {
    const parsed = parsePost(
      'pages/blog/x.mdx',
      post(valid, `Intro **bold** <Demo /> {1 + 1} <span>raw</span>\n\n{/* truncate */}\n\nAfter the cut.`)
    )
    assert.equal(parsed.hasMore, true)
    assert.match(parsed.excerptHtml, /^<p>Intro <strong>bold<\/strong>/)
    assert.doesNotMatch(parsed.excerptHtml, /After the cut|Demo|1 \+ 1|<span>/)
    const noMarker = parsePost('pages/blog/y.mdx', post(valid, 'Only paragraph.\n\nSecond paragraph.'))
    assert.equal(noMarker.hasMore, false)
    assert.equal(noMarker.excerptHtml, '<p>Only paragraph.</p>')
  })

  it('give inline code in the excerpt the site’s inline-code class, as in the post; a code block keeps its own', () => {
    const parsed = parsePost('pages/blog/x.mdx', post(valid, 'Run `npm test`.\n\n```sh\nnpm ci\n```\n\n{/* truncate */}\n'))
    assert.match(parsed.excerptHtml, /<p>Run <code class="vnv-code">npm test<\/code>\.<\/p>/)
    assert.match(parsed.excerptHtml, /<pre><code class="language-sh">npm ci\n<\/code><\/pre>/)
  })

  it('keep in the excerpt only links and images of safe schemes: javascript: and data: URLs never reach the lists or the feeds', () => {
    const parsed = parsePost(
      'pages/blog/x.mdx',
      post(
        valid,
        '[run](javascript:alert(1)) [upper](JAVASCRIPT:alert(2)) ![pic](data:text/html,x) [site](/docs/) [web](https://example.com) [mail](mailto:a@b.c)\n\n{/* truncate */}\n'
      )
    )
    const urls = [...parsed.excerptHtml.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1])
    assert.deepEqual(urls, ['/docs/', 'https://example.com', 'mailto:a@b.c'])
    assert.match(parsed.excerptHtml, /<a>run<\/a> <a>upper<\/a> <img alt="pic">/)
    const { rss, atom } = buildFeeds([parsed], { title: 'T', url: 'https://example.com', baseUrl: '', copyright: 'C' })
    assert.doesNotMatch(rss + atom, /javascript|script:|data:text/i)
  })

  it('list newest first without drafts, paginate by ten and group by year', () => {
    const make = (slug: string, date: string, draft = false) => ({
      ...parsePost(`pages/blog/${slug}.mdx`, post(valid.replace('2024-06-06', date))),
      draft
    })
    const posts = publishedPosts([make('a', '2019-05-28'), make('b', '2021-08-26'), make('c', '2021-08-01'), make('d', '2022-01-01', true)])
    assert.deepEqual(
      posts.map((p) => p.slug),
      ['b', 'c', 'a']
    )
    assert.deepEqual(
      byYear(posts).map(([year, list]) => [year, list.length]),
      [
        ['2021', 2],
        ['2019', 1]
      ]
    )
    assert.deepEqual(
      paginate(Array.from({ length: 23 }, (_, i) => i)).map((page) => page.length),
      [10, 10, 3]
    )
  })
})

describe('generated list pages', () => {
  it('name the files they are made from (their posts and the tags or authors file), for their Last updated date', () => {
    const hello = parsePost('pages/blog/hello-post.mdx', post(valid))
    const other = parsePost('pages/blog/other.mdx', post(valid.replace('tags: [hello]', 'tags: [hola]')))
    const { tagPages, authorPages } = blogFiles([hello, other])
    const sources = (mdx: string | undefined) => sourcesOfLine(mdx!.split('\n')[1])
    assert.deepEqual(sources(tagPages.get('hello.mdx')), ['blog/shared/tags.ts', 'pages/blog/hello-post.mdx'])
    assert.deepEqual(sources(tagPages.get('index.mdx')), ['blog/shared/tags.ts', 'pages/blog/hello-post.mdx', 'pages/blog/other.mdx'])
    assert.deepEqual(sources(authorPages.get('docs-team.mdx')), [
      'blog/shared/authors.ts',
      'pages/blog/hello-post.mdx',
      'pages/blog/other.mdx'
    ])
  })
})

describe('what blog pages ship', () => {
  const make = (slug: string, date: string) => parsePost(`pages/blog/${slug}.mdx`, post(valid.replace('2024-06-06', date)))
  const posts = Array.from({ length: 12 }, (_, i) => make(`post-${i}`, `2020-01-${String(i + 1).padStart(2, '0')}`))

  it('every blog page: the ten most recent posts, as the sidebar lists them', () => {
    const { data } = blogFiles(posts)
    const { posts: recent } = JSON.parse(data.get('recent.json')!)
    assert.deepEqual(
      recent.map((p: { slug: string }) => p.slug),
      ['post-11', 'post-10', 'post-9', 'post-8', 'post-7', 'post-6', 'post-5', 'post-4', 'post-3', 'post-2']
    )
    assert.deepEqual(Object.keys(recent[0]).sort(), ['date', 'slug', 'title'])
  })

  it('a post: its own byline and the newer and older posts beside it, in a file of its route', () => {
    const { data } = blogFiles(posts)
    const record = JSON.parse(data.get('pages/blog/post-5.json')!)
    assert.match(record['//'], /do not edit/)
    assert.deepEqual(Object.keys(record.post).sort(), ['authors', 'date', 'readingMinutes', 'slug', 'tags', 'title'])
    assert.deepEqual([record.newer.slug, record.older.slug], ['post-6', 'post-4'])
    const newest = JSON.parse(data.get('pages/blog/post-11.json')!)
    const oldest = JSON.parse(data.get('pages/blog/post-0.json')!)
    assert.deepEqual([newest.newer, oldest.older], [null, null])
  })
  it('a list: the posts it shows with their excerpts and how many there are; only the archive holds every post', () => {
    const { data } = blogFiles(posts)
    const record = (route: string) => JSON.parse(data.get(`pages/${route}.json`)!)
    const first = record('blog')
    assert.deepEqual([first.list.length, first.total], [10, 12])
    assert.deepEqual(Object.keys(first.list[0]).sort(), [
      'authors',
      'date',
      'excerptHtml',
      'hasMore',
      'readingMinutes',
      'slug',
      'tags',
      'title'
    ])
    assert.deepEqual(
      record('blog/page/2').list.map((p: { slug: string }) => p.slug),
      ['post-1', 'post-0']
    )
    assert.deepEqual([record('blog/tags/hello').list.length, record('blog/tags/hello').total], [12, 12])
    assert.equal(record('blog/tags').counts.hello, 12)
    assert.equal(record('blog/archive').archive.length, 12)
  })
})

describe('feeds', () => {
  it('are valid XML with absolute links under the base path', () => {
    const posts = [parsePost('pages/blog/release.mdx', post(valid))]
    const { rss, atom } = buildFeeds(posts, {
      title: 'VnV Tools',
      url: 'https://infrasoftbe.github.io',
      baseUrl: '/vnv-documentation',
      copyright: 'Copyright © 2025 Infrasoft'
    })
    for (const xml of [rss, atom]) {
      const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document
      assert.equal(doc.getElementsByTagName('parsererror').length, 0)
    }
    const rssDoc = new JSDOM(rss, { contentType: 'text/xml' }).window.document
    assert.equal(rssDoc.querySelector('item > link')?.textContent, 'https://infrasoftbe.github.io/vnv-documentation/blog/release/')
    assert.match(rss, /href="https:\/\/infrasoftbe\.github\.io\/vnv-documentation\/docs\/API\/"/)
    const atomDoc = new JSDOM(atom, { contentType: 'text/xml' }).window.document
    assert.equal(
      atomDoc.querySelector('entry > link')?.getAttribute('href'),
      'https://infrasoftbe.github.io/vnv-documentation/blog/release/'
    )
    assert.equal(
      atomDoc.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
      'https://infrasoftbe.github.io/vnv-documentation/blog/atom.xml'
    )
  })
})

describe('Markdown twins of blog lists', () => {
  const call = (props: Record<string, unknown>) => ({
    name: 'PostList',
    props,
    children: [],
    page: { route: '/blog', link: (sitePath: string) => `https://docs.example/base${sitePath}` },
    sectionDepth: 1,
    problem: () => {}
  })
  const posts = [{ slug: 'release', title: 'Release', date: '2024-06-06', tags: ['hello'], authors: ['docs-team'] }]
  const feeds = 'Subscribe: [RSS](https://docs.example/base/blog/rss.xml) · [Atom](https://docs.example/base/blog/atom.xml)\n'

  it('end a list of posts with the RSS and Atom feeds, absolute, as the web page links them beside it', () => {
    const markdown = (props: Record<string, unknown>) => stringifyMarkdown({ type: 'root', children: postListMarkdown(call(props), posts) })
    assert.equal(markdown({ page: 1 }), `- [Release](https://docs.example/base/blog/release/) (2024-06-06)\n\n${feeds}`)
    assert.equal(markdown({ tag: 'none' }), `No posts yet.\n\n${feeds}`)
  })
})

describe('blog:from-commit', () => {
  it('turns a conventional commit into a post that passes the post rules, its subject the title with a capital', () => {
    const commit = parseConventionalCommit('docs(rest): generate the reference from OpenAPI\n\nEvery build now regenerates the pages.\n')!
    assert.deepEqual(commit, {
      type: 'docs',
      scope: 'rest',
      breaking: false,
      subject: 'generate the reference from OpenAPI',
      body: 'Every build now regenerates the pages.'
    })
    const { slug, content } = postFromCommit(commit, { sha: '0123456789abcdef', date: '2025-03-01', taken: new Set() })
    assert.equal(slug, '2025-03-01-generate-the-reference-from-openapi')
    const parsed = parsePost(`pages/blog/${slug}.mdx`, content)
    assert.equal(parsed.title, 'Generate the reference from OpenAPI')
    assert.deepEqual(parsed.tags, ['auto-generated'])
    assert.match(content, /^## Generate the reference from OpenAPI$/m)
    assert.deepEqual(parsed.authors, ['docs-team'])
    assert.match(content, /^_Generated by `npm run blog:from-commit` from commit `0123456789ab` \(docs\(rest\)\)\._$/m)
  })

  it('refuses a commit that is not conventional, with a clear message', () => {
    assert.equal(parseConventionalCommit('update stuff'), null)
    assert.equal(parseConventionalCommit('feat: no scope'), null)
    assert.equal(parseConventionalCommit('wip(x): unknown type'), null)
    assert.match(
      refusalMessage('update stuff'),
      /^The latest commit is not a conventional commit, so no post was written\.\n  header: "update stuff"/
    )
  })

  it('gives two posts in a row distinct slugs', () => {
    const taken = new Set(['2025-03-01-fix-the-build'])
    assert.equal(uniqueSlug('2025-03-01', 'Fix the build', taken), '2025-03-01-fix-the-build-2')
    taken.add('2025-03-01-fix-the-build-2')
    assert.equal(uniqueSlug('2025-03-01', 'Fix the build', taken), '2025-03-01-fix-the-build-3')
  })

  it('keeps commit text from becoming MDX', () => {
    const { content } = postFromCommit(parseConventionalCommit('fix(ui): handle <Modal> {props}\n\nimport x from "y"')!, {
      sha: 'abc',
      date: '2025-03-02',
      taken: new Set()
    })
    assert.match(content, /## Handle \\<Modal\\> \\\{props\\\}/)
    assert.match(content, /^&#105;mport x from "y"$/m)
  })
})

describe('npm run blog:from-commit, end to end in a scratch repository', () => {
  const script = path.resolve('blog/generator/from-commit.ts')
  const tsx = import.meta.resolve('tsx')
  let repo: string
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' })
  const commit = (message: string) =>
    git('-c', 'user.name=CI', '-c', 'user.email=ci@example.org', 'commit', '-q', '--allow-empty', '-m', message)
  // The scratch repository has no tsconfig: point tsx at the project's.
  const run = () =>
    spawnSync(process.execPath, ['--import', tsx, script], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve('tsconfig.json') }
    })
  const posts = () => readdirSync(path.join(repo, 'pages', 'blog')).sort()

  before(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'vnv-from-commit-'))
    mkdirSync(path.join(repo, 'pages', 'blog'), { recursive: true })
    writeFileSync(path.join(repo, 'pages', 'blog', 'welcome.mdx'), '---\ntitle: Welcome\n---\n')
    git('init', '-q')
  })
  after(() => rmSync(repo, { recursive: true, force: true }))

  it('refuses a commit that is not conventional, exits non-zero and writes nothing', () => {
    commit('Update stuff')
    const result = run()
    assert.equal(result.status, 1)
    assert.match(result.stderr, /not a conventional commit, so no post was written/)
    assert.match(result.stderr, /"Update stuff"/)
    assert.deepEqual(posts(), ['welcome.mdx'])
  })

  it('writes a valid post, and a second post for the same commit gets its own slug', () => {
    commit('perf(rest): share responses between operation pages\n\nPages no longer repeat the error responses.')
    const first = run()
    const second = run()
    assert.equal(first.status, 0, first.stderr)
    assert.equal(second.status, 0, second.stderr)
    const written = posts().filter((name) => name !== 'welcome.mdx')
    assert.equal(written.length, 2)
    assert.match(written[0], /^\d{4}-\d{2}-\d{2}-share-responses-between-operation-pages(-2)?\.mdx$/)
    for (const name of written) {
      const parsed = parsePost(`pages/blog/${name}`, readFileSync(path.join(repo, 'pages', 'blog', name), 'utf8'))
      assert.equal(parsed.title, 'Share responses between operation pages')
      assert.deepEqual(parsed.tags, ['auto-generated'])
    }
  })
})
