/**
 * The MDX → Markdown conversion, one fixture per component or behaviour (markdown/tests/fixtures):
 * `<name>.mdx` converts to `<name>.md`; where `<name>.problems` exists, those problems are reported.
 */
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { componentMarkdown } from '../generator/components'
import { evaluate, mdxToMarkdown } from '../generator/mdx-to-markdown'
import { UNEVALUATED } from '../generator/types'

const FIXTURES = path.join(import.meta.dirname, 'fixtures')
const page = { route: '/docs/guide/page', link: (sitePath: string) => `https://docs.example/base${sitePath}` }
const convert = (source: string) =>
  mdxToMarkdown(source, { file: 'fixture.mdx', page, components: componentMarkdown, readJson: () => undefined })

describe('MDX → Markdown, per fixture', () => {
  const names = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length))
  it('has fixtures', () => assert.ok(names.length >= 8))
  for (const name of names) {
    it(name, () => {
      const { markdown, problems } = convert(readFileSync(path.join(FIXTURES, `${name}.mdx`), 'utf8'))
      assert.equal(markdown, readFileSync(path.join(FIXTURES, `${name}.md`), 'utf8'))
      const expected = path.join(FIXTURES, `${name}.problems`)
      assert.deepEqual(problems, existsSync(expected) ? readFileSync(expected, 'utf8').trim().split('\n') : [])
    })
  }
})

describe('MDX → Markdown, the output', () => {
  it('never holds JSX, HTML or import and export lines, whatever the page uses', () => {
    const all = readdirSync(FIXTURES)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => convert(readFileSync(path.join(FIXTURES, name), 'utf8')).markdown)
      .join('\n')
    // Outside fenced code: no tag, no import/export line.
    const prose = all.replace(/```[\s\S]*?```/g, '')
    assert.doesNotMatch(prose, /<\/?[A-Za-z][^>]*>/)
    assert.doesNotMatch(prose, /^(import|export) /m)
  })

  it('writes a line break in a table cell as a separator, since a GFM cell is one line', () => {
    const { markdown } = convert(
      '| Props |\n| --- |\n| `A`: `a`, `b`<br/>`B`: `c` |\n| one <br /> two |\n\nOutside a table<br />a break stays.\n'
    )
    assert.equal(markdown, '| Props |\n| - |\n| `A`: `a`, `b` · `B`: `c` |\n| one · two |\n\nOutside a table\\\na break stays.\n')
  })

  it('reports every problem of a page at once, with file, line and column', () => {
    const { problems } = convert("import { Two } from '@/two'\n\n<One />\n\n<Two />\n")
    assert.deepEqual(problems, [
      'fixture.mdx:3:1: <One> is not imported by the page, nor one of the components pages use without an import (Callout, Cards, Steps, Tabs, LivePlayground, MermaidDiagram)',
      'fixture.mdx:5:1: <Two> has no Markdown meaning; add it to the component map (markdown/generator/components.ts)'
    ])
  })

  it('reports an MDX syntax error with its place instead of throwing, an element left open where it opens', () => {
    const { problems } = convert('# Title\n\nText.\n\n  <Callout type="info">\n\nBody\n')
    assert.deepEqual(problems, ['fixture.mdx:5:3: Expected a closing tag for `<Callout>` (5:3-5:24)'])
    assert.match(convert('# Title\n\n{oops\n').problems[0], /^fixture\.mdx:4:1: Unexpected end of file in expression/)
  })

  it('reads props from JSON modules the page imports', () => {
    const source = "import data from '@/generated/x.json'\n\n<DocCardList items={data.cards} />\n"
    const { markdown } = mdxToMarkdown(source, {
      file: 'fixture.mdx',
      page,
      components: componentMarkdown,
      readJson: (specifier) => (specifier === '@/generated/x.json' ? { cards: [{ title: 'A', href: '/a/', description: '' }] } : undefined)
    })
    assert.equal(markdown, '- [A](https://docs.example/base/a/)\n')
  })
})

describe('evaluate', () => {
  it('gives literal values and leaves anything else unevaluated', async () => {
    const { parseMdx } = await import('../generator/mdx-to-markdown')
    const expression = (code: string) => {
      const tree = parseMdx(`{${code}}`)
      const node = tree.children[0] as { data?: { estree?: { body: { expression: never }[] } } }
      return node.data!.estree!.body[0].expression
    }
    const scope = new Map<string, unknown>([['x', { a: [1, 'two'] }]])
    assert.deepEqual(evaluate(expression("{ n: -1, s: 'a', t: `b${x.a[1]}`, list: [true, null] }"), scope), {
      n: -1,
      s: 'a',
      t: 'btwo',
      list: [true, null]
    })
    assert.equal(evaluate(expression('fetch()'), scope), UNEVALUATED)
    assert.equal(evaluate(expression('y'), scope), UNEVALUATED)
  })
})
