import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import {
  DESCRIPTION_FILES,
  IDENTIFIERS_ROUTE,
  lintPage,
  markdownFileProblems,
  lintSpec,
  proseProblems
} from '../scripts/content/lint-content'
import {
  DUPLICATE_MIN_SHARED,
  DUPLICATE_THRESHOLD,
  duplicateProblems,
  pageWords,
  shingles,
  similarity
} from '../scripts/content/duplicates'
import { headingIds, internalLinks, type LinkContext } from '../scripts/content/links'
import { proseLines, type Page } from '../scripts/content/pages'
import { factMarkerProblems, FIXTURE_SPEC_DIRS } from '../scripts/content/spec-facts'
import { fileToRoute } from '../lib/page-route.mjs'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const page = (route: string, source: string): Page => ({ file: `pages${route}.mdx`, route, source })
const context = (pages: Page[]): LinkContext => ({
  pages: new Map(pages.map((p) => [p.route, p])),
  redirects: new Map([['/docs/intro', '/docs/Tutorial/intro/']])
})

/** A fixture of tests/fixtures/content/, linted as the page at `route`. */
const fixturePage = (name: string, route: string): Page => {
  const file = `tests/fixtures/content/${name}`
  return { file, route, source: readFileSync(file, 'utf8') }
}

const target = page(
  '/docs/Tutorial/intro',
  `---\ntitle: Intro\ndescription: An introduction to the toolkit.\ntags: [getting-started]\n---\n# Intro\n\n## Set up the project\n\n${words(160)}`
)

describe('content rules', () => {
  it('map files to routes like Next.js', () => {
    assert.equal(fileToRoute('docs/Tutorial/intro.mdx'), '/docs/Tutorial/intro')
    assert.equal(fileToRoute('docs/API/index.mdx'), '/docs/API')
    assert.equal(fileToRoute('index.mdx'), '/')
    assert.equal(fileToRoute('docs/Tutorial/index.mdx'), '/docs/Tutorial')
    // Pages are .mdx and .tsx files (next.config.mjs: pageExtensions): a .md file is no page.
    assert.equal(fileToRoute('docs/Tutorial/notes.md'), null)
    // Only a whole final `index` names its folder.
    assert.equal(fileToRoute('docs/reindex.mdx'), '/docs/reindex')
    assert.equal(fileToRoute('docs/_meta.ts'), null)
    assert.equal(fileToRoute('_app.tsx'), null)
  })

  it('accept a complete page', () => {
    assert.deepEqual(lintPage(target, context([target])), [])
  })

  it('require title, description and known tags on docs', () => {
    const bad = page('/docs/x', `---\ntags: [made-up]\n---\n${words(200)}`)
    assert.deepEqual(lintPage(bad, context([bad])), [
      'pages/docs/x.mdx: frontmatter "title" is missing',
      'pages/docs/x.mdx: frontmatter "description" is missing or shorter than 20 characters',
      'pages/docs/x.mdx: unknown tag "made-up" (known tags are in content/doc-tags.ts)'
    ])
  })

  it('accept a short page: no minimum length, a thin page says what is known', () => {
    const short = fixturePage('short-page-passes.mdx', '/docs/Tutorial/digital-platforms/azure')
    assert.deepEqual(lintPage(short, context([short])), [])
  })

  it('reject a table that follows another with nothing between, which reads as part of the first', () => {
    const head = `---\ntitle: T\ndescription: A page with two tables in it.\ntags: [rest]\n---\n`
    const table = (name: string) => `| ${name} | Applied to |\n|---|---|\n| a | b |\n`
    const stacked = page('/docs/t', `${head}${table('Key')}\n${table('Prop')}`)
    assert.deepEqual(lintPage(stacked, context([stacked])), [
      'pages/docs/t.mdx:10: a table right after another table: give it a heading or a sentence of its own'
    ])
    const titled = page('/docs/t', `${head}${table('Key')}\n### React props\n\n${table('Prop')}`)
    assert.deepEqual(lintPage(titled, context([titled])), [])
    // Markdown shown as code is the writer's example, not the page's tables.
    const shown = page('/docs/t', `${head}\`\`\`md\n${table('Key')}\n${table('Prop')}\`\`\`\n`)
    assert.deepEqual(lintPage(shown, context([shown])), [])
    // A longer fence may hold a shorter one: all of it is code.
    const nested = page('/docs/t', `${head}\`\`\`\`md\n\`\`\`md\n${table('Key')}\n${table('Prop')}\`\`\`\n\`\`\`\`\n`)
    assert.deepEqual(lintPage(nested, context([nested])), [])
  })

  it('reject placeholder text, each as file:line', () => {
    const lorem = page(
      '/docs/z',
      `---\ntitle: Z\ndescription: A page with leftovers in it.\ntags: [rest]\n---\nShort.\n\nLorem ipsum dolor.\n\nThis part is coming soon.`
    )
    assert.deepEqual(lintPage(lorem, context([lorem])), [
      'pages/docs/z.mdx:8: placeholder text matching /lorem ipsum/i',
      'pages/docs/z.mdx:10: placeholder text matching /coming soon/i'
    ])
  })

  it('report front matter that does not parse as a problem of its page, while other pages link to it and are compared with it', () => {
    const broken = page(
      '/docs/broken',
      `---\ntitle: Broken\ndescription: For contributors: a colon\ntags: [rest]\n---\n## Set up\n\n${words(40)}`
    )
    const linking = page(
      '/docs/linking',
      `---\ntitle: Linking\ndescription: A page that links to the broken one.\ntags: [rest]\n---\nSee [set up](/docs/broken/#set-up).`
    )
    const pages = context([broken, linking])
    // In this order: gray-matter throws only on its first read of a source, and keeps what it read for the next.
    assert.deepEqual(lintPage(linking, pages), [])
    assert.deepEqual(duplicateProblems([broken, linking]), [])
    assert.match(lintPage(broken, pages).join('\n'), /^pages\/docs\/broken\.mdx:\d+:\d+: front matter is not valid YAML: [^\n]+$/)
  })

  it('reject a site path written with the base path, in prose or in a live example, naming its line', () => {
    const based = page(
      '/docs/z',
      `---\ntitle: Z\ndescription: A page with an image in an example.\ntags: [rest]\n---\n\`\`\`jsx live\n<Avatar src="/vnv-documentation/img/logo-mark.svg" />\n\`\`\`\n\n\`\`\`jsx live\n<Avatar src="../img/logo-mark.svg" />\n\`\`\``
    )
    assert.deepEqual(lintPage(based, context([based])), [
      'pages/docs/z.mdx:7: "/vnv-documentation/" breaks when the site is built under another base path; link without it, or in a live example write the file relative to the frame ("../img/…")'
    ])
  })

  it('reject a Twoslash code block, which the page loader does not run, naming its line', () => {
    const twoslash = page(
      '/docs/z',
      `---\ntitle: Z\ndescription: A page with a typed example.\ntags: [rest]\n---\n\`\`\`ts twoslash\nconst a = 1\n\`\`\`\n\n\`\`\`ts\n// twoslash is only a word here\n\`\`\``
    )
    assert.deepEqual(lintPage(twoslash, context([twoslash])), [
      'pages/docs/z.mdx:6: Twoslash code blocks are not supported here (lib/mdx/rehype-code.mjs); remove "twoslash"'
    ])
  })

  it('reject "bearer" anywhere in a page, prose, frontmatter and code alike, listing every line', () => {
    const bearer = fixturePage('bearer-anywhere-even-in-code.mdx', '/docs/rest/calling')
    const why = 'mentions "bearer"; the only documented scheme is an API key in the access_token header (see /docs/rest/#authentication)'
    assert.deepEqual(lintPage(bearer, context([bearer])), [
      `tests/fixtures/content/bearer-anywhere-even-in-code.mdx:3: ${why}`,
      `tests/fixtures/content/bearer-anywhere-even-in-code.mdx:9: ${why}`,
      `tests/fixtures/content/bearer-anywhere-even-in-code.mdx:12: ${why}`
    ])
  })

  it('require one spelling of the kit’s name in prose, "API kit"; package names, paths and code are left alone', () => {
    const kit = fixturePage('api-kit-spelled-one-way-in-prose.mdx', '/docs/Packages/vnv-api-kit/spelling')
    const file = 'tests/fixtures/content/api-kit-spelled-one-way-in-prose.mdx'
    assert.deepEqual(lintPage(kit, context([kit, page('/docs/Packages/vnv-api-kit/guide/introduction', '# Introduction')])), [
      `${file}:2: write the kit's name "API kit", not "API-KIT"`,
      `${file}:11: write the kit's name "API kit", not "API-KIT"`,
      `${file}:11: write the kit's name "API kit", not "Api-Kit"`,
      `${file}:11: write the kit's name "API kit", not "API Kit"`
    ])
  })

  it('reject guessing phrases in prose, each line with the phrase found; code is not prose', () => {
    const guesses = fixturePage('guessing-phrases-in-prose.mdx', '/docs/Tutorial/Application/modules/Navigator')
    const file = 'tests/fixtures/content/guessing-phrases-in-prose.mdx'
    const why = 'state what the sources say, or that they say nothing'
    assert.deepEqual(lintPage(guesses, context([guesses])), [
      `${file}:9: guessing phrase "As its name suggests": ${why}`,
      `${file}:10: guessing phrase "presumably": ${why}`,
      `${file}:10: guessing phrase "probably": ${why}`,
      `${file}:11: guessing phrase "likely": ${why}`,
      `${file}:11: guessing phrase "It seems": ${why}`,
      `${file}:11: guessing phrase "seems to": ${why}`,
      `${file}:11: guessing phrase "we assume": ${why}`
    ])
  })

  it('reject talk about the old site or the docs’ history, each line with the phrase, also when it runs on; an older guide’s name note passes', () => {
    const file = 'tests/fixtures/content/history-of-the-docs-in-prose.mdx'
    const problems = proseProblems(file, readFileSync(file, 'utf8'))
    assert.deepEqual(problems, [
      `${file}:9: "old site": say what the toolkit does, not where its docs came from`,
      `${file}:11: "old documentation site": say what the toolkit does, not where its docs came from`
    ])
  })

  it('reject status and version claims no source makes, each line with the phrase, also when it runs on into the next line; code is not prose', () => {
    const claims = fixturePage('status-claims-in-prose.mdx', '/docs/Packages/vnv-sdk')
    const file = 'tests/fixtures/content/status-claims-in-prose.mdx'
    const why = 'no source ranks the packages or names a version; describe what the references document'
    assert.deepEqual(lintPage(claims, context([claims])), [
      `${file}:9: status or version claim "successor": ${why}`,
      `${file}:9: status or version claim "for new code": ${why}`,
      `${file}:10: status or version claim "installed version": ${why}`,
      `${file}:11: status or version claim "in your version": ${why}`
    ])
  })

  it('reject example tokens outside the identifiers page, prose and code alike, each with its line, all at once', () => {
    const tokens = fixturePage('token-format-outside-identifiers-page.mdx', '/docs/rest/pull')
    const file = 'tests/fixtures/content/token-format-outside-identifiers-page.mdx'
    const why = (token: string) =>
      `example token "${token}": token and id formats are shown only on /docs/API/identifiers/; link there, or write a placeholder such as <requirement token>`
    assert.deepEqual(lintPage(tokens, context([tokens])), [
      `${file}:9: ${why('PRJ20250004')}`,
      `${file}:9: ${why('REQ20250017')}`,
      `${file}:9: ${why('STR20250001')}`,
      `${file}:12: ${why('PR2025-004')}`,
      `${file}:16: ${why('STR0000-001')}`,
      `${file}:16: ${why('REQ-001')}`
    ])
  })

  it('accept example tokens on the identifiers page, and placeholders, bare prefixes and links everywhere', () => {
    const identifiers = { ...fixturePage('token-format-outside-identifiers-page.mdx', IDENTIFIERS_ROUTE), route: IDENTIFIERS_ROUTE }
    assert.deepEqual(lintPage(identifiers, context([identifiers])), [])
    const placeholders = fixturePage('token-placeholders-and-links-pass.mdx', '/docs/rest/pull')
    assert.deepEqual(lintPage(placeholders, context([placeholders, page(IDENTIFIERS_ROUTE, '# Identifiers')])), [])
  })

  it('check tag and category descriptions as prose: the generated pages that show them are not linted', () => {
    assert.deepEqual(DESCRIPTION_FILES, ['content/doc-tags.ts', 'content/doc-categories.ts'])
    assert.deepEqual(
      proseProblems(
        'content/doc-tags.ts',
        "export const docTags = {\n  'vnv-sdk': { label: 'VnV SDK', description: 'The successor of the API kit.' }\n}\n"
      ),
      [
        'content/doc-tags.ts:2: status or version claim "successor": no source ranks the packages or names a version; describe what the references document'
      ]
    )
  })

  it('report near-duplicate pages once per pair, with their similarity and the limit: the same paragraphs under another name', () => {
    const browser = fixturePage('near-duplicate-padding-browser.mdx', '/docs/Tutorial/Application/modules/Browser')
    const editor = fixturePage('near-duplicate-padding-editor.mdx', '/docs/Tutorial/Application/modules/Editor')
    const other = page('/docs/Tutorial/intro', target.source)
    const [a, b] = ['tests/fixtures/content/near-duplicate-padding-browser.mdx', 'tests/fixtures/content/near-duplicate-padding-editor.mdx']
    assert.deepEqual(duplicateProblems([browser, editor, other]), [
      `${a}: near-duplicate of ${b} (97 % of their 5-word runs alike, 112 shared; the limit is 50 %): say it once, in the page that owns it, and link there`
    ])
    // Only pairs that involve a page being checked are reported.
    assert.deepEqual(
      duplicateProblems([browser, editor, other], (p) => p === other),
      []
    )
  })

  it('leave alone short pointer pages and pages that share a sentence or two', () => {
    const pointer = (name: string) =>
      page(
        `/docs/Tutorial/Application/modules/${name}`,
        `---\ntitle: ${name}\ndescription: The ${name} module; what is documented about it is in the modules table.\ntags: [modules]\n---\n# ${name}\n\n${name} is a module of the VnV application. What is documented about it is in the [table of modules](/docs/Tutorial/Application/modules/#the-modules).`
      )
    const [workspace, inspector] = [pointer('Workspace'), pointer('Inspector')]
    const runs = similarity(shingles(pageWords(workspace.source)), shingles(pageWords(inspector.source)))
    assert.ok(runs.jaccard >= DUPLICATE_THRESHOLD, 'alike, but too short to carry padding')
    assert.ok(runs.shared < DUPLICATE_MIN_SHARED)
    const shared = 'Every module is granted with a rights rule that starts with a dollar sign and the name of the module.'
    const long = (route: string, own: number) =>
      page(
        route,
        `---\ntitle: T\ndescription: A page with its own text.\ntags: [modules]\n---\n${shared}\n\n${Array.from({ length: 120 }, (_, i) => `w${own}x${i}`).join(' ')}`
      )
    assert.deepEqual(duplicateProblems([workspace, inspector, long('/docs/a', 1), long('/docs/b', 2)]), [])
  })

  it('measure similarity on prose: frontmatter, code blocks, link targets and tags do not count; inline code does', () => {
    assert.deepEqual(
      pageWords(
        '---\ntitle: Ignored\n---\n# Title\n\nSee [the table](/docs/a/#b) and `Rights`.\n\n```ts\nconst ignored = 1\n```\n\n<Callout type="info">Note</Callout>'
      ),
      ['title', 'see', 'the', 'table', 'and', 'rights', 'note']
    )
    assert.deepEqual([...shingles(['a', 'b', 'c', 'd', 'e', 'f'])], ['a b c d e', 'b c d e f'])
    assert.deepEqual(similarity(new Set(['a b c d e', 'b c d e f']), new Set(['a b c d e'])), { jaccard: 0.5, shared: 1 })
  })

  it('apply "bearer", the kit’s spelling, guessing phrases and token formats to specs too, all problems at once', () => {
    const file = 'tests/fixtures/content/spec-with-bearer-and-guesses.yaml'
    const why = 'mentions "bearer"; the only documented scheme is an API key in the access_token header (see /docs/rest/#authentication)'
    assert.deepEqual(lintSpec(file, readFileSync(file, 'utf8')), [
      `${file}:6: ${why}`,
      `${file}:11: ${why}`,
      `${file}:6: write the kit's name "API kit", not "API-KIT"`,
      `${file}:6: guessing phrase "probably": state what the sources say, or that they say nothing`,
      `${file}:8: example token "PRJ20250004": token and id formats are shown only on /docs/API/identifiers/; link there, or write a placeholder such as <requirement token>`
    ])
  })

  it('reject spec responses under a status code that name no fact (204 included), each at its status key, all at once', () => {
    const file = 'tests/fixtures/content/spec-status-code-without-fact-marker.yaml'
    const fix = 'name the fact that documents it, or replace the responses with one default response described as not documented'
    assert.deepEqual(lintSpec(file, readFileSync(file, 'utf8')), [
      `${file}:10: the 200 response of GET /items has no x-fact: ${fix}`,
      `${file}:18: the 204 response of DELETE /items has no x-fact: ${fix}`,
      // A YAML alias is a claim at each use; a $ref'd response is reported once, where it is defined.
      `${file}:24: the 204 response of DELETE /items/{id} has no x-fact: ${fix}`,
      `${file}:37: the 404 response of DELETE /items/{id} (#/components/responses/NotFound, shared) has no x-fact: ${fix}`
    ])
  })

  it('reject spec bodies that name no fact: a request body, and a default response, with content', () => {
    const file = 'tests/fixtures/content/spec-body-without-fact-marker.yaml'
    assert.deepEqual(lintSpec(file, readFileSync(file, 'utf8')), [
      `${file}:9: the request body of POST /items has no x-fact: name the fact that documents it, or remove the body`,
      `${file}:14: the default response of POST /items, which has a body, has no x-fact: name the fact that documents it, or replace the responses with one default response described as not documented`
    ])
  })

  it('accept responses and bodies that name their fact, and default responses described as not documented', () => {
    const file = 'tests/fixtures/content/spec-not-documented-or-fact-marked-passes.yaml'
    assert.deepEqual(lintSpec(file, readFileSync(file, 'utf8')), [])
  })

  it('reject a spec that does not parse, with the place, instead of passing it with nothing checked', () => {
    const file = 'tests/fixtures/content/spec-that-does-not-parse.yaml'
    assert.deepEqual(lintSpec(file, readFileSync(file, 'utf8')), [
      `${file}:5:25: the spec is not valid YAML: Unexpected scalar at node end`
    ])
  })

  it('leave the REST generator’s fixture specs alone: their responses are test input', () => {
    const text = readFileSync('tests/fixtures/content/spec-status-code-without-fact-marker.yaml', 'utf8')
    assert.equal(factMarkerProblems('openapi/items.yaml', text).length, 4)
    assert.ok(FIXTURE_SPEC_DIRS.includes('rest/fixtures'))
    for (const dir of FIXTURE_SPEC_DIRS) assert.deepEqual(factMarkerProblems(`${dir}/items.yaml`, text), [], dir)
  })

  it('check sidebar labels as prose', () => {
    assert.deepEqual(
      proseProblems('pages/docs/Packages/_meta.ts', "export default {\n  'vnv-api-kit': 'VnV API-KIT',\n  'vnv-sdk': 'VnV SDK'\n}\n"),
      [`pages/docs/Packages/_meta.ts:2: write the kit's name "API kit", not "API-KIT"`]
    )
  })

  it('resolve links through redirects and check anchors', () => {
    const linking = page(
      '/docs/a',
      `---\ntitle: A\ndescription: A page that links elsewhere.\ntags: [rest]\n---\n${words(160)}\n\n[ok](/docs/Tutorial/intro/#set-up-the-project) [via redirect](/docs/intro) [bad](/docs/nowhere/) [bad anchor](/docs/Tutorial/intro/#nope) <a href="/docs/gone">x</a>\n\n\`[in code](/docs/ignored)\``
    )
    assert.deepEqual(lintPage(linking, context([linking, target])), [
      'pages/docs/a.mdx:8: broken link "/docs/nowhere/": no page at /docs/nowhere',
      'pages/docs/a.mdx:8: broken anchor "/docs/Tutorial/intro/#nope": pages/docs/Tutorial/intro.mdx has no heading with id "nope"',
      'pages/docs/a.mdx:8: broken link "/docs/gone": no page at /docs/gone'
    ])
  })

  it('say that a link’s anchor cannot be checked when its page is not valid MDX, rather than that the anchor is missing', () => {
    const broken = page('/docs/broken', '# Broken\n\n<Callout>\n')
    const linking = page('/docs/a', '# A\n\nSee [it](/docs/broken/#part).\n')
    assert.deepEqual(
      lintPage(linking, context([linking, broken])).filter((problem) => problem.includes('anchor')),
      [
        'pages/docs/a.mdx:3: cannot check the anchor of "/docs/broken/#part": pages/docs/broken.mdx is not valid MDX (npm run check:content -- pages/docs/broken.mdx)'
      ]
    )
  })

  it('compute heading ids as the build gives them', () => {
    assert.deepEqual(
      [...headingIds('## Set up `npm`\n### Same\n### Same\n## Custom [#my-id]\n```\n## not a heading\n```')!],
      ['set-up-npm', 'same', 'same-1', 'my-id']
    )
    // The build's own rules: any custom id, reserved so that a heading of the same words gets `-1`; JSX ids.
    assert.deepEqual(
      [...headingIds('## Step 1: set up [#v1.2-setup]\n## v1.2-setup\n\n<div id="raw-anchor">x</div>')!],
      ['v1.2-setup', 'v12-setup-1', 'raw-anchor']
    )
  })

  it('refuse a .md or .MDX file in pages/, which the site would leave out without a word', () => {
    assert.deepEqual(markdownFileProblems(['docs/a.mdx', 'docs/notes.md', 'docs/Google.MDX', 'docs/_meta.ts']), [
      'pages/docs/notes.md: pages are .mdx files, in lower case; rename it to publish it',
      'pages/docs/Google.MDX: pages are .mdx files, in lower case; rename it to publish it'
    ])
  })

  it('ignore links and words inside code', () => {
    assert.deepEqual(internalLinks('```md\n[x](/a)\n```\n[y](/b)'), ['/b'])
    assert.deepEqual(internalLinks('````md\n```js\nsee [x](/nowhere)\n```\n````\n[y](/b)'), ['/b'], 'a fence inside a longer one')
    assert.deepEqual(
      proseLines('one `two`\n````md\n```\nthree\n````\n<Callout type="info">six</Callout> [seven](/eight)\nimport x from "y"').map((l) => [
        l.line,
        l.text.trim()
      ]),
      [
        [1, 'one'],
        [2, ''],
        [3, ''],
        [4, ''],
        [5, ''],
        [6, 'six  [seven]'],
        [7, '']
      ]
    )
  })
})

describe('npm run check:links (npm run build runs it before next build)', () => {
  it('fails on a broken link, anchor or file link of a hand-written page, or a heading id used twice, naming the file and line of each', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'links-'))
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
      writeFileSync(path.join(project, file), content)
    }
    write(
      'pages/docs/a.mdx',
      '---\ntitle: A\n---\n\n# A\n\n## Here\n\nSee [b](/docs/b/#there) and [gone](/docs/gone/).\n\n![here](/img/here.png) ![gone](/img/gone.png)\n'
    )
    write('public/img/here.png', 'png')
    write('pages/docs/b.mdx', '---\ntitle: B\n---\n\n# B\n\nBack to [a](/docs/a/#here).\n\n## One [#x]\n\n## Two [#x]\n')
    try {
      const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), path.resolve('scripts/content/links.ts')], {
        cwd: project,
        encoding: 'utf8'
      })
      assert.equal(run.status, 1, run.stdout + run.stderr)
      assert.deepEqual(run.stderr.trim().split('\n'), [
        'Link check failed (4 problems):',
        'pages/docs/a.mdx:9: broken anchor "/docs/b/#there": pages/docs/b.mdx has no heading with id "there"',
        'pages/docs/a.mdx:9: broken link "/docs/gone/": no page at /docs/gone',
        'pages/docs/a.mdx:11: broken link "/img/gone.png": no file public/img/gone.png',
        'pages/docs/b.mdx:11: the heading id "x" is also that of line 9: give one of them another [#id]'
      ])
    } finally {
      rmSync(project, { recursive: true, force: true })
    }
  })
})
