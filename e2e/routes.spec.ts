/**
 * Every path of the route table (e2e/data/ROUTES.md, a copy of the product's
 * shared/ROUTES.md) answers: pages with a page, redirects with a stub that
 * lands on the listed target.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { htmlFiles, redirectTargetOf } from './site-index'
import { BASE } from './fixtures'

const rows = readFileSync(path.resolve('e2e/data/ROUTES.md'), 'utf8')
  .split('\n')
  .map((line) => line.match(/^\| `([^`]+)` \| (page(?: \(new\))?|generated|redirect) \| ([^|]*)\|/))
  .filter((m): m is RegExpMatchArray => Boolean(m) && !m![1].includes('<') && !m![1].includes('...'))
  .map((m) => ({ path: m[1], kind: m[2], target: m[3].trim() }))

const byRoute = new Map(htmlFiles().map((f) => [f.route, f]))

test('the route table is read', () => {
  expect(rows.length).toBeGreaterThan(300)
})

test('every page and generated route of the route table is a real page', () => {
  const missing = rows
    .filter((r) => r.kind !== 'redirect')
    .filter((r) => {
      const file = byRoute.get(r.path)
      return !file || file.isRedirectStub
    })
  expect(missing.map((r) => r.path)).toEqual([])
})

test('every redirect of the route table is a stub pointing at its target', () => {
  const wrong = rows
    .filter((r) => r.kind === 'redirect')
    .filter((r) => {
      const file = byRoute.get(r.path)
      return !file?.isRedirectStub || redirectTargetOf(file.html) !== `${BASE}${r.target}`
    })
  expect(wrong.map((r) => `${r.path} → ${r.target}`)).toEqual([])
})
