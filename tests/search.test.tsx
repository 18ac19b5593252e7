import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { NextRouter } from 'next/router'
import { Search } from '../theme/search/Search'
import { search, sectionsOf, type SearchIndexFile } from '../theme/search/rank'

const INDEX: SearchIndexFile = {
  '/docs/relations': {
    title: 'Relations',
    data: { '': 'Relations link nodes across structures.', 'types#Relation types': 'A relation has a type.' }
  },
  '/docs/lists': { title: 'Lists', data: { '': 'Lists keep ordered references to nodes.' } }
}

describe('search ranking (theme/search/rank.ts)', () => {
  const sections = sectionsOf(INDEX)

  it("turns the index into one section per heading, with its URL: pages in route order, whatever the file's order", () => {
    assert.deepEqual(
      sections.map((s) => [s.url, s.title]),
      [
        ['/docs/lists', 'Lists'],
        ['/docs/relations', 'Relations'],
        ['/docs/relations#types', 'Relation types']
      ]
    )
  })

  it('ranks title matches above text matches, in route order on a tie, and needs every term', () => {
    assert.deepEqual(
      search(sections, 'relation').map((r) => r.url),
      ['/docs/relations', '/docs/relations#types']
    )
    assert.deepEqual(
      search(sections, 'nodes').map((r) => r.url),
      ['/docs/lists', '/docs/relations']
    )
    assert.deepEqual(
      search(sections, 'nodes ordered').map((r) => r.url),
      ['/docs/lists']
    )
    assert.deepEqual(search(sections, '   '), [])
  })

  it('shows the text around the first match', () => {
    const [result] = search(sections, 'ordered')
    assert.deepEqual(result.excerpt, { before: 'Lists keep ', match: 'ordered', after: ' references to nodes.' })
  })
})

describe('search box (theme/search/Search.tsx)', () => {
  let pushed: string[]
  let fetched: string[]
  const realFetch = globalThis.fetch

  beforeEach(() => {
    pushed = []
    fetched = []
    globalThis.fetch = (async (url: string) => {
      fetched.push(url)
      return new Response(JSON.stringify(INDEX), { status: 200 })
    }) as typeof fetch
  })
  afterEach(() => {
    cleanup()
    globalThis.fetch = realFetch
  })

  async function setup(basePath = '/base') {
    // What the box loads on focus, loaded ahead: its first import takes longer than one act() turn.
    await import('../theme/search/results')
    const router = {
      basePath,
      push: async (url: string) => void pushed.push(url),
      prefetch: async () => {},
      isReady: true
    } as unknown as NextRouter
    render(
      <RouterContext.Provider value={router}>
        <Search placeholder="Search the docs…" />
      </RouterContext.Provider>
    )
    const input = screen.getByRole('combobox', { name: 'Search the documentation' })
    await act(async () => void fireEvent.focus(input))
    return input
  }
  const type = (input: HTMLElement, text: string) => act(async () => void fireEvent.change(input, { target: { value: text } }))
  const key = (input: HTMLElement, name: string) => act(async () => void fireEvent.keyDown(input, { key: name }))
  const activeTitle = () =>
    screen
      .getAllByRole('option')
      .find((o) => o.getAttribute('aria-selected') === 'true')
      ?.querySelector('.vnv-search__option-title')?.textContent

  it('loads the index under the base path only once focused, then lists results as the reader types', async () => {
    const input = await setup()
    assert.deepEqual(fetched, ['/base/_next/static/chunks/nextra-data-en-US.json'])
    assert.equal(input.getAttribute('aria-expanded'), 'false')
    await type(input, 'relation')
    const listbox = screen.getByRole('listbox', { name: 'Search results' })
    assert.equal(input.getAttribute('aria-expanded'), 'true')
    assert.equal(input.getAttribute('aria-controls'), listbox.id)
    assert.equal(screen.getAllByRole('option').length, 2)
    // The export's directory URLs.
    assert.deepEqual(
      screen.getAllByRole('option').map((option) => option.getAttribute('href')),
      ['/docs/relations/', '/docs/relations/#types']
    )
  })

  it('highlights the first result; arrows move (wrapping); Enter opens it and clears the box', async () => {
    const input = await setup()
    await type(input, 'relation')
    assert.equal(activeTitle(), 'Relations')
    assert.equal(input.getAttribute('aria-activedescendant'), screen.getAllByRole('option')[0].id)
    await key(input, 'ArrowDown')
    assert.equal(activeTitle(), 'Relation types')
    await key(input, 'ArrowDown')
    assert.equal(activeTitle(), 'Relations')
    await key(input, 'ArrowUp')
    await key(input, 'Enter')
    assert.deepEqual(pushed, ['/docs/relations/#types'])
    assert.equal((input as HTMLInputElement).value, '')
    assert.equal(screen.queryByRole('listbox'), null)
  })

  it('closes on Escape and on blur, and reopens with ArrowDown', async () => {
    const input = await setup()
    await type(input, 'relation')
    await key(input, 'Escape')
    assert.equal(screen.queryByRole('listbox'), null)
    assert.equal(input.getAttribute('aria-expanded'), 'false')
    await key(input, 'ArrowDown')
    assert.ok(screen.getByRole('listbox'))
    await act(async () => void fireEvent.blur(input))
    assert.equal(screen.queryByRole('listbox'), null)
  })

  it('says when nothing matches, as a live status, and Enter then does nothing', async () => {
    const input = await setup()
    await type(input, 'zzz')
    assert.equal(screen.getByRole('status').textContent, 'No results found.')
    assert.equal(input.getAttribute('aria-activedescendant'), null)
    await key(input, 'Enter')
    assert.deepEqual(pushed, [])
  })

  it('says when the index cannot be loaded, and tries again on the next focus', async () => {
    let failing = true
    globalThis.fetch = (async (url: string) => {
      fetched.push(url)
      return failing ? new Response('unavailable', { status: 503 }) : new Response(JSON.stringify(INDEX), { status: 200 })
    }) as typeof fetch
    // A base path of its own: the index other tests loaded stays loaded for theirs.
    const input = await setup('/unreachable')
    await type(input, 'relation')
    // The index loads asynchronously (fetch, then the ranking code): wait for the box to say how it went.
    await waitFor(() => assert.equal(screen.getByRole('status').textContent, 'The search index could not be loaded.'))
    assert.equal(screen.queryAllByRole('option').length, 0)
    failing = false
    await act(async () => void fireEvent.blur(input))
    await act(async () => void fireEvent.focus(input))
    await type(input, 'relations')
    assert.equal((await screen.findAllByRole('option')).length, 2)
    assert.deepEqual(fetched, [
      '/unreachable/_next/static/chunks/nextra-data-en-US.json',
      '/unreachable/_next/static/chunks/nextra-data-en-US.json'
    ])
  })

  it('leaves modified clicks to the browser (open in a new tab)', async () => {
    const input = await setup()
    await type(input, 'lists')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    await act(async () => void screen.getAllByRole('option')[0].dispatchEvent(click))
    assert.deepEqual(pushed, [])
  })
})
