import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { STORAGE_KEYS } from '../config/constants'
import { Tabs } from '../theme/mdx/Tabs'

afterEach(cleanup)

// jsdom lays nothing out: it has no ResizeObserver and does not scroll.
globalThis.ResizeObserver ??= class {
  observe() {}
  disconnect() {}
} as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= () => {}

function CodeSamples({ labels = ['curl', 'JavaScript', 'Python'], storageKey }: { labels?: string[]; storageKey?: string }) {
  return (
    <Tabs items={labels} storageKey={storageKey}>
      {labels.map((label) => (
        <Tabs.Tab key={label}>
          <pre>{`${label} sample`}</pre>
        </Tabs.Tab>
      ))}
    </Tabs>
  )
}

const shownPanel = () =>
  screen
    .getAllByRole('tabpanel', { hidden: true })
    .filter((panel) => !panel.classList.contains('vnv-tabs__panel--other'))
    .map((panel) => panel.textContent)

describe('tabs (theme/mdx/Tabs.tsx)', () => {
  it('are a tablist whose tabs control their panels; every panel is in the page, the others hidden', () => {
    render(<CodeSamples />)
    const tabs = screen.getAllByRole('tab')
    assert.deepEqual(
      tabs.map((tab) => tab.textContent),
      ['curl', 'JavaScript', 'Python']
    )
    assert.equal(screen.getByRole('tablist').getAttribute('aria-orientation'), 'horizontal')
    assert.deepEqual(
      tabs.map((tab) => tab.getAttribute('aria-selected')),
      ['true', 'false', 'false']
    )
    assert.deepEqual(
      tabs.map((tab) => tab.tabIndex),
      [0, -1, -1]
    )
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    assert.equal(panels.length, 3)
    tabs.forEach((tab, index) => {
      assert.equal(tab.getAttribute('aria-controls'), panels[index].id)
      assert.equal(panels[index].getAttribute('aria-labelledby'), tab.id)
    })
    assert.deepEqual(shownPanel(), ['curl sample'])
  })

  it('select a tab on click and show only its panel', async () => {
    render(<CodeSamples />)
    await act(() => void fireEvent.click(screen.getByRole('tab', { name: 'Python' })))
    assert.deepEqual(shownPanel(), ['Python sample'])
    assert.equal(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected'), 'true')
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

  it('with a storage key, share the choice with every set of that key, on this page and the next, by label', async () => {
    localStorage.clear()
    render(
      <>
        <CodeSamples storageKey="samples" />
        <CodeSamples storageKey="samples" labels={['Go', 'Python']} />
        <CodeSamples />
      </>
    )
    await act(() => void fireEvent.click(screen.getAllByRole('tab', { name: 'Python' })[0]))
    // Both sets of the key show Python, wherever it sits; the set without a key keeps its own choice.
    assert.deepEqual(shownPanel(), ['Python sample', 'Python sample', 'curl sample'])
    cleanup()
    // The next page: a set of the key opens on the stored label.
    render(<CodeSamples storageKey="samples" />)
    assert.deepEqual(shownPanel(), ['Python sample'])
    cleanup()
    // A set of the key without that label keeps its first tab.
    render(<CodeSamples storageKey="samples" labels={['Go', 'Rust']} />)
    assert.deepEqual(shownPanel(), ['Go sample'])
    localStorage.clear()
  })

  it('with a storage key that storage refuses to change, still follow the reader’s click, over the label stored before', async () => {
    localStorage.clear()
    localStorage.setItem(`${STORAGE_KEYS.tabsPrefix}samples`, 'JavaScript')
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    try {
      render(<CodeSamples storageKey="samples" />)
      assert.deepEqual(shownPanel(), ['JavaScript sample'])
      await act(() => void fireEvent.click(screen.getByRole('tab', { name: 'Python' })))
      assert.deepEqual(shownPanel(), ['Python sample'])
    } finally {
      Storage.prototype.setItem = setItem
      localStorage.clear()
    }
  })
})
