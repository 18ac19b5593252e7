import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
const { limitConcurrency } = require('../scripts/build/limit-open-files.cjs') as {
  limitConcurrency: <A extends unknown[], R>(fn: (...args: A) => Promise<R>, max: number) => (...args: A) => Promise<R>
}

test('limitConcurrency never runs more than `max` calls at once and returns every result in order', async () => {
  let running = 0
  let peak = 0
  const slow = async (value: number) => {
    running++
    peak = Math.max(peak, running)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running--
    return value * 2
  }
  const limited = limitConcurrency(slow, 3)
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limited(i)))
  assert.equal(peak, 3)
  assert.deepEqual(results, Array.from({ length: 20 }, (_, i) => i * 2))
})

test('limitConcurrency frees the slot of a call that fails', async () => {
  const limited = limitConcurrency(async (fail: boolean) => {
    if (fail) throw new Error('read failed')
    return 'ok'
  }, 1)
  await assert.rejects(limited(true), /read failed/)
  assert.equal(await limited(false), 'ok')
})

test('the site build preloads the open-file limiter into next build', () => {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
  assert.match(scripts['build:site'], /NODE_OPTIONS="\$NODE_OPTIONS --require \.\/scripts\/build\/limit-open-files\.cjs" next build/)
})

const { lazySidebarFolders } = require('../lib/nextra/lazy-sidebar-folders.cjs') as {
  lazySidebarFolders: (source: string, file?: string) => string
}

test('the sidebar patch applies to the installed nextra-theme-docs: folders render children only once open', () => {
  const theme = readFileSync(require.resolve('../node_modules/nextra-theme-docs/dist/index.js'), 'utf8')
  const patched = lazySidebarFolders(theme)
  assert.match(patched, /^import \{ useRef as vnvUseRef \} from "react";/)
  assert.match(patched, /if \(open\) vnvHasBeenOpen\.current = true;/)
  assert.match(patched, /jsx21\(Collapse, \{ isOpen: open, children: vnvHasBeenOpen\.current && /)
})

test('the sidebar patch fails loudly, naming the file and the missing text, when the theme changed', () => {
  assert.throws(
    () => lazySidebarFolders('export function FolderImpl() {}', '/x/nextra-theme-docs/dist/index.js'),
    /^Error: \/x\/nextra-theme-docs\/dist\/index\.js: cannot remember, per folder, whether it has been open: expected the text "const rerender = useState5\(\{\}\)\[1\];" once, found it 0 times/
  )
  // Found twice is as wrong as not found: the patch would be ambiguous.
  const twice = 'const rerender = useState5({})[1];\n'.repeat(2)
  assert.throws(() => lazySidebarFolders(twice), /found it 2 times/)
})

const { leanThemeImports } = require('../lib/nextra/lean-theme-imports.cjs') as {
  leanThemeImports: (source: string, target: 'theme' | 'tabs' | 'button', file?: string) => string
}

/** Names a module imports from Headless UI that the site's module (lib/nextra/headless-ui.tsx by default) does not export. */
function headlessImportsMissingFromSite(source: string, site = 'lib/nextra/headless-ui.tsx'): string[] {
  const exported = new Set([...readFileSync(site, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]))
  const imported = [...source.matchAll(/import \{([^}]*)\} from "@headlessui\/react"/g)].flatMap((m) => m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]))
  assert.ok(imported.length > 0)
  return imported.filter((name) => !exported.has(name))
}

test('the installed theme, nextra\'s button and nextra\'s tabs import the site components instead of Headless UI', () => {
  const site = JSON.stringify(path.resolve('lib/nextra/headless-ui.tsx'))
  const theme = readFileSync(require.resolve('../node_modules/nextra-theme-docs/dist/index.js'), 'utf8')
  const patchedTheme = leanThemeImports(theme, 'theme')
  assert.doesNotMatch(patchedTheme, /@headlessui\/react/)
  assert.equal(patchedTheme.split(`} from ${site};`).length - 1, 3)
  assert.deepEqual(headlessImportsMissingFromSite(theme), [])
  const button = readFileSync(require.resolve('../node_modules/nextra/dist/client/components/button.js'), 'utf8')
  assert.match(leanThemeImports(button, 'button'), new RegExp(`import \\{ Button as HeadlessButton \\} from ${site.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')};`))
  assert.deepEqual(headlessImportsMissingFromSite(button), [])
  const tabs = readFileSync(require.resolve('../node_modules/nextra/dist/client/components/tabs/tabs.js'), 'utf8')
  const siteTabs = JSON.stringify(path.resolve('lib/nextra/headless-ui-tabs.tsx'))
  assert.equal(leanThemeImports(tabs, 'tabs').split(`} from ${siteTabs};`).length - 1, 1)
  assert.deepEqual(headlessImportsMissingFromSite(tabs, 'lib/nextra/headless-ui-tabs.tsx'), [])
})

test('the import patch fails loudly, naming the file, when Headless UI is imported differently', () => {
  assert.throws(
    () => leanThemeImports('import { Combobox } from "@headlessui/react";', 'theme', '/x/nextra-theme-docs/dist/index.js'),
    /^Error: \/x\/nextra-theme-docs\/dist\/index\.js: cannot point its Headless UI imports .*expected the text "\} from \\"@headlessui\/react\\";" 3 times, found it 1 times\. .*update lib\/nextra\/lean-theme-imports\.cjs/
  )
  const fourth = '} from "@headlessui/react";\n'.repeat(3) + 'import("@headlessui/react")'
  assert.throws(() => leanThemeImports(fourth, 'theme', 'theme.js'), /^Error: theme\.js: imports @headlessui\/react in a way lib\/nextra\/lean-theme-imports\.cjs does not know/)
  assert.throws(() => leanThemeImports('import { Button } from "@headlessui/react";', 'button', 'button.js'), /^Error: button\.js: cannot point its Headless UI Button/)
})

test('next.config.mjs runs the patches on the theme and on nextra\'s button and tabs', () => {
  const config = readFileSync('next.config.mjs', 'utf8')
  assert.match(config, /const theme = fileURLToPath\(import\.meta\.resolve\('nextra-theme-docs'\)\)/)
  assert.match(config, /test: theme,\s+enforce: 'pre',\s+use: \[path\.resolve\('lib\/nextra\/lazy-sidebar-folders\.cjs'\), path\.resolve\('lib\/nextra\/lean-theme-imports\.cjs'\)\]/)
  assert.match(config, /test: \[path\.join\(nextraDir, 'dist\/client\/components\/button\.js'\), path\.join\(nextraDir, 'dist\/client\/components\/tabs\/tabs\.js'\)\],\s+enforce: 'pre',\s+use: path\.resolve\('lib\/nextra\/lean-theme-imports\.cjs'\)/)
})

const { plainPageMapSort } = require('../lib/nextra/plain-page-map-sort.cjs') as { plainPageMapSort: (source: string, file?: string) => string }

type PageMapItem = { name: string; route: string; frontMatter?: Record<string, unknown>; children?: PageMapItem[] } | { data: Record<string, unknown> }
type NormalizePages = (options: { list: PageMapItem[]; route: string }) => unknown

/** Nextra's normalizePages from the installed file, patched or not, loaded from a copy. */
async function loadNormalizePages(patch: (source: string) => string): Promise<NormalizePages> {
  const file = path.join(path.dirname(require.resolve('nextra/package.json')), 'dist/client/normalize-pages.js')
  const constants = pathToFileURL(path.join(path.dirname(file), '..', 'constants.js')).href
  const source = patch(readFileSync(file, 'utf8')).replace('from "../constants.js"', `from ${JSON.stringify(constants)}`)
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'normalize-pages-')), 'normalize-pages.mjs')
  writeFileSync(copy, source)
  return ((await import(pathToFileURL(copy).href)) as { normalizePages: NormalizePages }).normalizePages
}

/** Names whose locale order and code-unit order differ: case, accents, digits, a folder with a page of its name. */
function trickyPageMap(): PageMapItem[] {
  const page = (parent: string, name: string): PageMapItem => ({ name, route: `${parent}/${name}`, frontMatter: { title: `Title of ${name}` } })
  const names = ['Zeta', 'apple', 'Äpfel', 'banana', 'Banana', 'éclair', 'eclair', 'e-clair', '10-steps', '9-steps', '_draft', 'zeta']
  const guide: PageMapItem[] = [{ data: { banana: 'Bananas first', 'e-clair': { title: 'Listed éclair' } } }, ...names.map((n) => page('/guide', n))]
  return [
    { data: { index: 'Home', guide: { title: 'Guide', type: 'page' }, '---': { type: 'separator' }, github: { title: 'GitHub', href: 'https://example.org', type: 'page' } } },
    page('', 'index'),
    page('', 'guide'),
    { name: 'guide', route: '/guide', children: guide },
    ...names.map((n) => page('', n)),
    { name: 'Notes', route: '/Notes', children: names.slice(0, 5).map((n) => page('/Notes', n)) }
  ]
}

/** A repeatable shuffle (the page map's order on disk is not guaranteed). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    const j = seed % (i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

test('the page-map sort patch gives the same sidebar, navbar, pagination and active page as nextra, for every route', async () => {
  const original = await loadNormalizePages((source) => source)
  const patched = await loadNormalizePages(plainPageMapSort)
  assert.doesNotMatch(patched.toString(), /localeCompare/)
  const routes = (items: PageMapItem[]): string[] => items.flatMap((i) => ('route' in i ? [i.route, ...routes(i.children ?? [])] : []))
  const map = trickyPageMap()
  assert.ok(routes(map).length > 25)
  for (const seed of [1, 2, 3]) {
    const input = shuffled(map, seed).map((item) => ('children' in item && item.children ? { ...item, children: shuffled(item.children, seed) } : item))
    for (const route of routes(map)) {
      // normalizePages sorts and rewrites its input in place: each call gets its own copy.
      assert.deepEqual(patched({ list: structuredClone(input), route }), original({ list: structuredClone(input), route }), `route ${route}, shuffle ${seed}`)
    }
  }
})

test('the page-map sort patch fails loudly, naming the file, when nextra\'s sort changed', () => {
  assert.throws(
    () => plainPageMapSort('list.sort((a, b) => a.name.localeCompare(b.name, "en"))', '/x/nextra/dist/client/normalize-pages.js'),
    /^Error: \/x\/nextra\/dist\/client\/normalize-pages\.js: cannot sort the page map without loading the ICU collator: expected the text .* found it 0 times\. .*update lib\/nextra\/plain-page-map-sort\.cjs/
  )
  const twoSorts = 'return a.name.localeCompare(b.name);\nother.localeCompare(x)'
  assert.throws(() => plainPageMapSort(twoSorts, 'n.js'), /^Error: n\.js: calls localeCompare in a way lib\/nextra\/plain-page-map-sort\.cjs does not know/)
})

const { hydrateInTransition } = require('../lib/next/hydrate-in-transition.cjs') as { hydrateInTransition: (source: string, file?: string) => string }

test('the hydration patch applies to the installed next: the first render hydrates inside startTransition', () => {
  const client = readFileSync(require.resolve('next/dist/client/index.js'), 'utf8')
  assert.doesNotMatch(client, /startTransition\(\(\)=>\{\s+reactRoot = _client\.default\.hydrateRoot/)
  const patched = hydrateInTransition(client)
  assert.match(patched, /_react\.default\.startTransition\(\(\)=>\{\s+reactRoot = _client\.default\.hydrateRoot\(domEl, reactEl, \{\s+onRecoverableError: _onrecoverableerror\.onRecoverableError\s+\}\);\s+\}\);/)
  // Later renders (client-side navigation) were already transitions; nothing else changes.
  assert.equal(patched.split('startTransition').length - client.split('startTransition').length, 1)
})

test('the hydration patch fails loudly, naming the file, when next\'s client changed', () => {
  assert.throws(
    () => hydrateInTransition('reactRoot = ReactDOM.hydrateRoot(domEl, reactEl)', '/x/next/dist/client/index.js'),
    /^Error: \/x\/next\/dist\/client\/index\.js: cannot hydrate the first page inside startTransition: expected the text .* found it 0 times\. The installed package changed: update lib\/next\/hydrate-in-transition\.cjs/
  )
})

test('next.config.mjs runs the page-map and hydration patches on the files they edit', () => {
  const config = readFileSync('next.config.mjs', 'utf8')
  assert.match(config, /test: path\.join\(nextraDir, 'dist\/client\/normalize-pages\.js'\),\s+enforce: 'pre',\s+use: path\.resolve\('lib\/nextra\/plain-page-map-sort\.cjs'\)/)
  assert.match(config, /test: require\.resolve\('next\/dist\/client\/index\.js'\),\s+enforce: 'pre',\s+use: path\.resolve\('lib\/next\/hydrate-in-transition\.cjs'\)/)
})

const { mountedInTransition } = require('../lib/nextra/mounted-in-transition.cjs') as { mountedInTransition: (source: string, file?: string) => string }

test('the useMounted patch applies to the installed nextra: the mounted state is set in a transition', () => {
  const hook = readFileSync(path.join(path.dirname(require.resolve('nextra/package.json')), 'dist/client/hooks/use-mounted.js'), 'utf8')
  const patched = mountedInTransition(hook)
  assert.match(patched, /^import \{ startTransition, useEffect, useState \} from "react";/)
  assert.match(patched, /useEffect\(\(\) => \{\s+startTransition\(\(\) => setMounted\(true\)\);\s+\}, \[\]\);/)
  assert.doesNotMatch(patched, /^\s+setMounted\(true\);/m)
})

test('the useMounted patch fails loudly, naming the file, when nextra\'s hook changed', () => {
  assert.throws(
    () => mountedInTransition('import { useEffect, useState } from "react";\nuseEffect(() => setMounted(true), [])', '/x/nextra/dist/client/hooks/use-mounted.js'),
    /^Error: \/x\/nextra\/dist\/client\/hooks\/use-mounted\.js: cannot set the mounted state in a transition: expected the text .* found it 0 times\. .*update lib\/nextra\/mounted-in-transition\.cjs/
  )
})

test('next.config.mjs runs the useMounted patch on the file it edits', () => {
  const config = readFileSync('next.config.mjs', 'utf8')
  assert.match(config, /test: path\.join\(nextraDir, 'dist\/client\/hooks\/use-mounted\.js'\),\s+enforce: 'pre',\s+use: path\.resolve\('lib\/nextra\/mounted-in-transition\.cjs'\)/)
})
