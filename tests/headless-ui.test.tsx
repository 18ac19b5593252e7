import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { useState } from 'react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Button, Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Listbox, Menu } from '../lib/nextra/headless-ui'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '../lib/nextra/headless-ui-tabs'

afterEach(cleanup)

const PAGES = [
  { route: '#relations', title: 'Relations' },
  { route: '#relation-types', title: 'Relation types' },
  { route: '#lists', title: 'Lists' }
]

/** Used the way nextra-theme-docs' Search uses Headless UI's combobox. */
function Search({ onSelect }: { onSelect: (route: string) => void }) {
  const [value, setValue] = useState('')
  const results = value ? PAGES.filter((page) => page.title.toLowerCase().includes(value.toLowerCase())) : []
  return (
    <Combobox onChange={(page) => onSelect((page as (typeof PAGES)[number]).route)}>
      <ComboboxInput
        type="search"
        placeholder="Search the docs…"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        className={({ focus }) => (focus ? 'focused' : 'idle')}
      />
      <ComboboxOptions className={({ open }) => (open ? 'results open' : 'results')}>
        {results.length
          ? results.map((page) => (
              <ComboboxOption key={page.route} as="a" href={page.route} value={page} className={({ focus }) => (focus ? 'active' : '')}>
                {page.title}
              </ComboboxOption>
            ))
          : value && <span>No results found.</span>}
      </ComboboxOptions>
    </Combobox>
  )
}

function setup() {
  const chosen: string[] = []
  render(<Search onSelect={(route) => chosen.push(route)} />)
  const input = screen.getByRole('combobox')
  return { chosen, input }
}

const type = (input: HTMLElement, text: string) => act(() => void fireEvent.change(input, { target: { value: text } }))
const key = (input: HTMLElement, name: string) => act(() => void fireEvent.keyDown(input, { key: name }))
const activeTitle = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent

describe('search combobox (lib/nextra/headless-ui.tsx)', () => {
  it('is a collapsed combobox until the reader types, then lists the results', async () => {
    const { input } = setup()
    assert.equal(input.getAttribute('aria-expanded'), 'false')
    assert.equal(input.getAttribute('aria-autocomplete'), 'list')
    assert.equal(screen.queryByRole('listbox'), null)
    await type(input, 'rel')
    const listbox = screen.getByRole('listbox', { name: 'Search results' })
    assert.equal(input.getAttribute('aria-expanded'), 'true')
    assert.equal(input.getAttribute('aria-controls'), listbox.id)
    assert.deepEqual(screen.getAllByRole('option').map((o) => o.textContent), ['Relations', 'Relation types'])
    assert.equal(listbox.className, 'results open')
  })

  it('highlights the first result, so Enter opens the best match', async () => {
    const { input, chosen } = setup()
    await type(input, 'rel')
    assert.equal(activeTitle(), 'Relations')
    assert.equal(input.getAttribute('aria-activedescendant'), screen.getAllByRole('option')[0].id)
    await key(input, 'Enter')
    assert.deepEqual(chosen, ['#relations'])
    assert.equal(screen.queryByRole('listbox'), null)
  })

  it('moves the highlight with the arrow keys, wrapping at both ends', async () => {
    const { input, chosen } = setup()
    await type(input, 'rel')
    await key(input, 'ArrowDown')
    assert.equal(activeTitle(), 'Relation types')
    assert.equal(screen.getAllByRole('option')[1].className, 'active')
    await key(input, 'ArrowDown')
    assert.equal(activeTitle(), 'Relations')
    await key(input, 'ArrowUp')
    assert.equal(activeTitle(), 'Relation types')
    await key(input, 'Enter')
    assert.deepEqual(chosen, ['#relation-types'])
  })

  it('puts the highlight back on the first result when the query changes', async () => {
    const { input } = setup()
    await type(input, 'r')
    await key(input, 'ArrowDown')
    assert.equal(activeTitle(), 'Relation types')
    // "Relation types" is still a result, but the reader asked something new: the best match leads.
    await type(input, 'rel')
    assert.equal(activeTitle(), 'Relations')
  })

  it('follows the pointer and selects on click', async () => {
    const { input, chosen } = setup()
    await type(input, 'rel')
    const second = screen.getByRole('option', { name: 'Relation types' })
    await act(() => void fireEvent.mouseMove(second))
    assert.equal(activeTitle(), 'Relation types')
    await act(() => void fireEvent.click(second))
    assert.deepEqual(chosen, ['#relation-types'])
  })

  it('leaves modified clicks to the browser (open in a new tab)', async () => {
    const { input, chosen } = setup()
    await type(input, 'rel')
    const first = screen.getByRole('option', { name: 'Relations' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    await act(() => void first.dispatchEvent(click))
    assert.equal(click.defaultPrevented, false)
    assert.deepEqual(chosen, [])
  })

  it('closes on Escape and on blur, and reopens with ArrowDown', async () => {
    const { input } = setup()
    await type(input, 'rel')
    await key(input, 'Escape')
    assert.equal(screen.queryByRole('listbox'), null)
    assert.equal(input.getAttribute('aria-expanded'), 'false')
    await key(input, 'ArrowDown')
    assert.ok(screen.getByRole('listbox'))
    await act(() => void fireEvent.blur(input))
    assert.equal(screen.queryByRole('listbox'), null)
  })

  it('says when nothing matches, and Enter then does nothing', async () => {
    const { input, chosen } = setup()
    await type(input, 'zzz')
    // A live status rather than an empty list, so screen readers announce it.
    assert.equal(screen.getByRole('status').textContent, 'No results found.')
    assert.equal(screen.queryByRole('listbox'), null)
    assert.equal(screen.queryAllByRole('option').length, 0)
    assert.equal(input.getAttribute('aria-activedescendant'), null)
    await key(input, 'Enter')
    assert.deepEqual(chosen, [])
  })

  it('reports focus to the input class, as the theme styles it', async () => {
    const { input } = setup()
    assert.equal(input.className, 'idle')
    await act(() => void fireEvent.focus(input))
    assert.equal(input.className, 'focused')
  })

  it('refuses, naming the fix, to render the theme parts this site does not bundle', () => {
    const original = console.error
    console.error = () => {}
    try {
      assert.throws(() => render(<Listbox />), /<Listbox> from @headlessui\/react is not bundled.*remove lib\/nextra\/lean-theme-imports\.cjs from next\.config\.mjs/)
      assert.throws(() => render(<Menu />), /<Menu> from @headlessui\/react is not bundled/)
    } finally {
      console.error = original
    }
  })
})

describe('code-block button (lib/nextra/headless-ui.tsx)', () => {
  it('is a plain button that does not submit forms and styles keyboard focus only while focused', async () => {
    let clicks = 0
    render(
      <form onSubmit={() => assert.fail('the button submitted its form')}>
        <Button title="Copy code" onClick={() => clicks++} className={({ focus }) => (focus ? 'ring' : 'plain')}>
          <svg aria-hidden="true" />
        </Button>
      </form>
    )
    const button = screen.getByRole('button', { name: 'Copy code' })
    assert.equal(button.getAttribute('type'), 'button')
    assert.equal(button.className, 'plain')
    await act(() => void fireEvent.click(button))
    assert.equal(clicks, 1)
    await act(() => void button.focus())
    assert.equal(button.className, button.matches(':focus-visible') ? 'ring' : 'plain')
    await act(() => void button.blur())
    assert.equal(button.className, 'plain')
  })
})

/** Used the way nextra's Tabs uses Headless UI's tabs: a controlled group, class names from state. */
function CodeSamples({ disabled = -1 }: { disabled?: number }) {
  const [selectedIndex, setSelectedIndex] = useState(0)
  const labels = ['curl', 'JavaScript', 'Python']
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={setSelectedIndex} tabIndex={-1}>
      <TabList className="tabs">
        {labels.map((label, index) => (
          <Tab key={label} disabled={index === disabled} className={({ selected }) => (selected ? 'tab current' : 'tab')}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {labels.map((label) => (
          <TabPanel key={label} unmount={false} className="panel">
            <pre>{`${label} sample`}</pre>
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}

const shownPanel = () => screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => !panel.hidden).map((panel) => panel.textContent)

describe('tabs (lib/nextra/headless-ui-tabs.tsx)', () => {
  it('are a tablist whose tabs control their panels; every panel is in the page, the others hidden', () => {
    render(<CodeSamples />)
    const tabs = screen.getAllByRole('tab')
    assert.deepEqual(tabs.map((tab) => tab.textContent), ['curl', 'JavaScript', 'Python'])
    assert.equal(screen.getByRole('tablist').getAttribute('aria-orientation'), 'horizontal')
    assert.deepEqual(tabs.map((tab) => tab.getAttribute('aria-selected')), ['true', 'false', 'false'])
    assert.deepEqual(tabs.map((tab) => tab.tabIndex), [0, -1, -1])
    assert.equal(tabs[0].className, 'tab current')
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    assert.equal(panels.length, 3)
    tabs.forEach((tab, index) => {
      assert.equal(tab.getAttribute('aria-controls'), panels[index].id)
      assert.equal(panels[index].getAttribute('aria-labelledby'), tab.id)
    })
    assert.deepEqual(shownPanel(), ['curl sample'])
    assert.equal(screen.getByRole('tabpanel').getAttribute('aria-labelledby'), tabs[0].id)
  })

  it('select a tab on click and show only its panel', async () => {
    render(<CodeSamples />)
    await act(() => void fireEvent.click(screen.getByRole('tab', { name: 'Python' })))
    assert.deepEqual(shownPanel(), ['Python sample'])
    assert.equal(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected'), 'true')
    assert.equal(screen.getByRole('tab', { name: 'Python' }).className, 'tab current')
    assert.equal(screen.getByRole('tab', { name: 'curl' }).tabIndex, -1)
  })

  it('follow the arrow keys (wrapping), Home and End, moving focus and selection together', async () => {
    render(<CodeSamples />)
    const [curl, js, python] = screen.getAllByRole('tab')
    const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key }))
    curl.focus()
    await press('ArrowRight')
    assert.equal(document.activeElement, js)
    assert.deepEqual(shownPanel(), ['JavaScript sample'])
    await press('End')
    assert.equal(document.activeElement, python)
    await press('ArrowRight')
    assert.equal(document.activeElement, curl)
    await press('ArrowLeft')
    assert.equal(document.activeElement, python)
    await press('Home')
    assert.equal(document.activeElement, curl)
    assert.deepEqual(shownPanel(), ['curl sample'])
  })

  it('skip a disabled tab', async () => {
    render(<CodeSamples disabled={1} />)
    const [curl, js, python] = screen.getAllByRole('tab')
    assert.equal((js as HTMLButtonElement).disabled, true)
    curl.focus()
    await act(() => void fireEvent.keyDown(curl, { key: 'ArrowRight' }))
    assert.equal(document.activeElement, python)
    assert.deepEqual(shownPanel(), ['Python sample'])
  })
})
