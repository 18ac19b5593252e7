/** Mermaid diagrams: the MDX step, the server HTML, the drawing options and the copy of Mermaid's build. */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { renderToStaticMarkup } from 'react-dom/server'
import { MermaidDiagram, mermaidConfig } from '../components/MermaidDiagram'
import { bundledDomPurifyVersion, copyMermaid, isAtLeast, MIN_BUNDLED_DOMPURIFY, mermaidFiles, NOTE_FILE } from '../generator/copy-mermaid'
import { compileMdx } from '../../tests/helpers/compile-mdx'

const PAGE =
  '# Flow\n\n```mermaid\nflowchart LR\n  A["a {b} <i>"] --> B\n```\n\nText.\n\n```mermaid\nsequenceDiagram\n  A->>B: hi\n```\n\n```js\nconst x = 1\n```\n'

test('a mermaid block becomes the site diagram, imported once, and never reaches the code highlighter', async () => {
  // As the site compiles a page (next.config.mjs): remark-diagrams runs before the code blocks are highlighted.
  const out = await compileMdx(PAGE)
  assert.equal(out.match(/from "@\/diagrams\/components\/MermaidDiagram"/g)?.length, 1)
  assert.equal(out.match(/<MermaidDiagram /g)?.length, 2)
  // Mermaid loads in the browser from public/_mermaid/ (diagrams/generator): no page's code names it.
  assert.doesNotMatch(out, /remark-mermaid|from ["']mermaid["']|data-language="mermaid"/)
  // The text reaches the component as a string literal, braces and markup included; other code blocks stay code.
  assert.match(out, /chart=\{"flowchart LR\\n {2}A\[\\"a \{b\} <i>\\"\] --> B"\}/)
  assert.match(out, /<_components.pre [^>]*data-language="js"/)
})

test('a page without a diagram imports nothing', async () => {
  const out = await compileMdx('# Plain\n\n```txt\nmermaid\n```\n')
  assert.doesNotMatch(out, /MermaidDiagram|remark-mermaid/)
})

test('the server HTML holds the diagram text, as text', () => {
  const html = renderToStaticMarkup(<MermaidDiagram chart={'flowchart LR\n  A["<b>x</b>"] --> B'} />)
  assert.match(html, /^<figure class="vnv-diagram" data-diagram="text"><pre class="vnv-diagram__text" tabindex="0"><code>/)
  assert.match(html, /flowchart LR\n {2}A\[&quot;&lt;b&gt;x&lt;\/b&gt;&quot;\] --&gt; B/)
  assert.doesNotMatch(html, /<b>/)
})

test('Mermaid draws in the colour mode of the page, with labels as text and no error graphic', () => {
  assert.equal(mermaidConfig(true).theme, 'dark')
  assert.equal(mermaidConfig(false).theme, 'default')
  for (const config of [mermaidConfig(true), mermaidConfig(false)]) {
    assert.equal(config.securityLevel, 'strict')
    assert.equal(config.startOnLoad, false)
    assert.equal(config.suppressErrorRendering, true)
  }
})

test('the copy takes the entry and its chunks, not the source maps', () => {
  assert.deepEqual(
    mermaidFiles({
      entries: ['mermaid.esm.min.mjs', 'mermaid.min.js', 'mermaid.esm.min.mjs.map'],
      chunks: ['b.mjs', 'a.mjs', 'a.mjs.map']
    }),
    ['mermaid.esm.min.mjs', 'chunks/mermaid.esm.min/a.mjs', 'chunks/mermaid.esm.min/b.mjs']
  )
  assert.throws(() => mermaidFiles({ entries: ['mermaid.min.js'], chunks: ['a.mjs'] }), /dist\/mermaid\.esm\.min\.mjs not found/)
  assert.throws(() => mermaidFiles({ entries: ['mermaid.esm.min.mjs'], chunks: [] }), /no chunks in dist\/chunks\/mermaid\.esm\.min\//)
})

test('the copy is written whole, and a failed copy leaves the previous one in place', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vnv-mermaid-'))
  try {
    const dist = path.join(root, 'node_modules', 'mermaid', 'dist')
    mkdirSync(path.join(dist, 'chunks', 'mermaid.esm.min'), { recursive: true })
    writeFileSync(path.join(root, 'package.json'), '{}')
    writeFileSync(path.join(root, 'node_modules', 'mermaid', 'package.json'), '{"name":"mermaid","version":"9.9.9"}')
    writeFileSync(path.join(dist, 'mermaid.esm.min.mjs'), 'import "./chunks/mermaid.esm.min/a.mjs"')
    const chunk = `/*! DOMPurify */ const purify = {}; purify.version="3.4.17"; export { purify }`
    writeFileSync(path.join(dist, 'chunks', 'mermaid.esm.min', 'a.mjs'), chunk)
    assert.deepEqual(copyMermaid(root).files, 3)
    const out = path.join(root, 'public', '_mermaid')
    assert.equal(readFileSync(path.join(out, 'chunks', 'mermaid.esm.min', 'a.mjs'), 'utf8'), chunk)
    assert.match(readFileSync(path.join(out, NOTE_FILE), 'utf8'), /^generated from mermaid@9\.9\.9 .*do not edit/)

    rmSync(path.join(dist, 'mermaid.esm.min.mjs'))
    assert.throws(() => copyMermaid(root), /not found/)
    assert.ok(existsSync(path.join(out, 'mermaid.esm.min.mjs')))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('the Mermaid copy is refused when its bundled DOMPurify has a known advisory, and names the version it bundles', () => {
  const bundle = (version: string) => `var x=1;/*! @license DOMPurify ${version} */function DOMPurify(){};DOMPurify.version="${version}"`
  assert.equal(bundledDomPurifyVersion(['no purifier here', bundle('3.4.17')]), '3.4.17')
  assert.equal(bundledDomPurifyVersion(['nothing']), null)
  assert.ok(!isAtLeast('3.4.12', MIN_BUNDLED_DOMPURIFY))
  assert.ok(
    isAtLeast('3.4.13', MIN_BUNDLED_DOMPURIFY) && isAtLeast('3.10.0', MIN_BUNDLED_DOMPURIFY) && isAtLeast('4.0.0', MIN_BUNDLED_DOMPURIFY)
  )
  const root = mkdtempSync(path.join(os.tmpdir(), 'vnv-mermaid-purify-'))
  try {
    const dist = path.join(root, 'node_modules', 'mermaid', 'dist')
    mkdirSync(path.join(dist, 'chunks', 'mermaid.esm.min'), { recursive: true })
    writeFileSync(path.join(root, 'package.json'), '{}')
    writeFileSync(path.join(root, 'node_modules', 'mermaid', 'package.json'), '{"name":"mermaid","version":"11.17.2"}')
    writeFileSync(path.join(dist, 'mermaid.esm.min.mjs'), 'import "./chunks/mermaid.esm.min/a.mjs"')
    writeFileSync(path.join(dist, 'chunks', 'mermaid.esm.min', 'a.mjs'), bundle('3.4.12'))
    assert.throws(() => copyMermaid(root), /mermaid@11\.17\.2 bundles DOMPurify 3\.4\.12, below 3\.4\.13 \(GHSA-55q2-fjhq-7xh7\)/)
    assert.ok(!existsSync(path.join(root, 'public', '_mermaid')))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
  // The installed Mermaid passes.
  assert.ok(isAtLeast(copyMermaid().purify, MIN_BUNDLED_DOMPURIFY))
})
