import assert from 'node:assert/strict'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { syntheticSpec } from '../scripts/bench/rest'
import { generateSpec } from '../rest/generator/generate'
import { measure, treeRss } from '../scripts/bench/measure'
import { copyAsCleanClone, syntheticPage, writeSyntheticPages } from '../scripts/bench/scale'
import { lintPage } from '../scripts/content/lint-content'
import { chromium } from '@playwright/test'
import { awaitMarker, MARKER_CLOCK, markerShownAt } from '../scripts/bench/marker-clock'

test('the benchmark’s synthetic spec is a valid spec with the asked number of operations', async () => {
  const result = await generateSpec(
    { file: 'synthetic.yaml', folder: 'synthetic', infoSlug: 'introduction', label: 'Synthetic' },
    syntheticSpec(12)
  )
  assert.equal(result.model.operations.length, 12)
  // operations, introduction, changelog, _meta.ts; a page for each of the two named schemas (Item, Error) and their _meta.ts
  assert.equal(result.pages.size, 12 + 3 + 3)
})

test('the benchmark’s shared-schema spec: its bodies use interlinked named schemas, each with a page of its own', async () => {
  const result = await generateSpec(
    { file: 'synthetic.yaml', folder: 'synthetic', infoSlug: 'introduction', label: 'Synthetic' },
    syntheticSpec(12, 60)
  )
  assert.equal(Object.keys(result.model.schemas).length, 60 + 2)
  assert.equal([...result.pages.keys()].filter((page) => page.startsWith('schemas/') && page.endsWith('.mdx')).length, 62)
  // Resource0 links into the next layer (30 schemas on) and lists its own kind.
  const first = result.model.schemas.Resource0.properties!
  assert.deepEqual(
    first.filter((p) => p.schema.ref || p.schema.items?.ref).map((p) => p.schema.ref ?? p.schema.items!.ref),
    ['Resource30', 'Resource31', 'Resource0']
  )
})

test('synthetic pages of the scale run pass the content rules and link to each other', () => {
  const pages = [0, 1].map((i) => ({
    file: `pages/docs/scale/group-0/page-${i}.mdx`,
    route: `/docs/scale/group-0/page-${i}`,
    source: syntheticPage(i)
  }))
  const context = {
    pages: new Map(pages.map((p) => [p.route, p])),
    redirects: new Map(),
    extraRoutes: new Set(['/docs/Packages/vnv-api-kit/sessions'])
  }
  for (const page of pages) assert.deepEqual(lintPage(page, context), [])
  assert.equal(syntheticPage(7), syntheticPage(7))
})

test('the memory sampler sums a whole process tree', async () => {
  const own = treeRss(process.pid)
  assert.ok(own > 10 * 1024 * 1024, `own RSS ${own}`)
  const { peakMb } = await measure(`node -e "const a = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => a.length, 800)"`, {
    quiet: true
  })
  assert.ok(peakMb > 200, `peak ${peakMb} MB`)
})

test('measure names the one process of the tree that held the most memory, by the script it ran', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'measure-'))
  const big = path.join(dir, 'big-worker.js')
  writeFileSync(big, 'const a = Buffer.alloc(150 * 1024 * 1024, 1); setTimeout(() => a.length, 800)')
  const preload = path.join(dir, 'preload.js')
  writeFileSync(preload, '')
  const small = `node -e "setTimeout(() => {}, 800)"`
  // As the generators run (node --import tsx script.ts): the script, not the preloaded module, names the process.
  const { largestMb, largestCommand, peakMb } = await measure(`${small} & node --require ${preload} ${big} & wait`, { quiet: true })
  assert.equal(largestCommand, big)
  assert.ok(largestMb > 150 && largestMb < peakMb, `largest ${largestMb} MB of ${peakMb} MB`)
})

test('measure counts the CPU time of the command’s children', { skip: !existsSync('/usr/bin/time') && 'no GNU time here' }, async () => {
  const { cpuSeconds, seconds } = await measure(`sh -c 'node -e "const end = Date.now() + 700; while (Date.now() < end);"'`, {
    quiet: true
  })
  assert.ok(cpuSeconds >= 0.5 && cpuSeconds <= seconds + 0.2, `CPU ${cpuSeconds} s over ${seconds} s`)
})

test('the scale run writes its pages in folders of 100, each with a _meta, and registers the section as a writer would', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vnv-scale-test-'))
  try {
    mkdirSync(path.join(root, 'pages', 'docs'), { recursive: true })
    copyFileSync('pages/docs/_meta.ts', path.join(root, 'pages', 'docs', '_meta.ts'))
    writeSyntheticPages(root, 150)
    const scale = path.join(root, 'pages', 'docs', 'scale')
    assert.deepEqual(readdirSync(scale).sort(), ['_meta.ts', 'group-0', 'group-1'])
    assert.equal(readdirSync(path.join(scale, 'group-1')).filter((f) => f.endsWith('.mdx')).length, 50)
    assert.match(readFileSync(path.join(scale, 'group-1', '_meta.ts'), 'utf8'), /'page-149': 'page 149'/)
    const docsMeta = readFileSync(path.join(root, 'pages', 'docs', '_meta.ts'), 'utf8')
    assert.match(docsMeta, /category: \{[^\n]*\},\n  scale: \{ type: 'page', title: 'Scale' \}\n\}/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('the scale run builds a copy that starts clean: no caches, records or output of earlier runs', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'vnv-scale-copy-'))
  try {
    const project = path.join(parent, 'project')
    for (const folder of ['pages/docs', 'node_modules/a', '.cache/markdown', '.next/cache', 'out', 'generated/rest', 'lib/.cache'])
      mkdirSync(path.join(project, folder), { recursive: true })
    writeFileSync(path.join(project, 'pages/docs/intro.mdx'), '# Intro\n')
    writeFileSync(path.join(project, '.cache/markdown/conversions.json'), '{}')
    writeFileSync(path.join(project, 'lib/.cache/kept.txt'), 'a folder of that name deeper in the tree is the project’s own')
    const copy = path.join(parent, 'copy')
    copyAsCleanClone(project, copy)
    assert.equal(readFileSync(path.join(copy, 'pages/docs/intro.mdx'), 'utf8'), '# Intro\n')
    assert.ok(existsSync(path.join(copy, 'generated/rest')))
    assert.ok(existsSync(path.join(copy, 'lib/.cache/kept.txt')))
    for (const left of ['.cache', '.next', 'out']) assert.equal(existsSync(path.join(copy, left)), false, `${left} was copied`)
    assert.ok(existsSync(path.join(copy, 'node_modules/a')), 'node_modules is reached through a link')
  } finally {
    rmSync(parent, { recursive: true, force: true })
  }
})

test("bench:dev's clock records when the awaited marker becomes visible in the page, not when the test polls", async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage()
    await page.addInitScript(MARKER_CLOCK)
    // sessionStorage needs an origin: an empty page served for the test.
    await page.route('http://bench.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<main><p>Before</p></main>' }))
    await page.goto('http://bench.test/')
    await awaitMarker(page, 'Bench marker 0')
    await page.evaluate(`document.querySelector('main').insertAdjacentHTML('beforeend', '<p id="m" hidden>Bench marker 0</p>')`)
    await page.waitForTimeout(100)
    assert.equal(await markerShownAt(page), undefined, 'in the page but hidden: not shown')
    const shownFrom = Date.now()
    await page.evaluate(`document.getElementById('m').hidden = false`)
    await page.waitForTimeout(600)
    const shownAt = (await markerShownAt(page))!
    assert.ok(shownAt >= shownFrom && shownAt < shownFrom + 300, `recorded when it showed (${shownAt - shownFrom} ms after), not when read`)
    await page.evaluate(`document.getElementById('m').textContent = 'Bench marker 0, again'`)
    assert.equal(await markerShownAt(page), shownAt, 'the first moment it showed')

    // After a reload the clock runs again and waits for the next marker, which the new document shows from its first paint.
    await awaitMarker(page, 'Before')
    const reloaded = Date.now()
    await page.reload()
    const again = (await markerShownAt(page))!
    assert.ok(again >= reloaded, 'recorded in the reloaded page')
  } finally {
    await browser.close()
  }
})
