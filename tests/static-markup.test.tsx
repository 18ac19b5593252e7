import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { useState } from 'react'
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { StaticMarkup } from '../components/layout/StaticMarkup'

// Lets act() flush React's work outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders as next build does: in Node, where there is no window (jsdom is registered for the browser half). */
function renderOnServer(element: React.ReactElement): string {
  const globals = globalThis as { window?: unknown }
  const window = globals.window
  delete globals.window
  try {
    return renderToString(element)
  } finally {
    globals.window = window
  }
}

let rerender: (n: number) => void = () => {}
function Page({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  rerender = setCount
  return (
    <main data-count={count}>
      <StaticMarkup className="tree">
        <details open>
          <summary>{label}</summary>
          <p>Request body</p>
        </details>
      </StaticMarkup>
    </main>
  )
}

describe('StaticMarkup (components/layout/StaticMarkup.tsx)', () => {
  it('exports its children as HTML', () => {
    const html = renderOnServer(<Page label="project" />)
    assert.match(html, /<div class="tree"><details open=""><summary>project<\/summary><p>Request body<\/p><\/details><\/div>/)
  })

  it('keeps the exported nodes through hydration and later renders: React does not hydrate into them', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderOnServer(<Page label="project" />)
    const summary = container.querySelector('summary')!
    // A reader's change to the exported DOM (closing a <details>) must survive too.
    container.querySelector('details')!.open = false
    const errors: unknown[] = []
    // The browser renders another label: React would report and patch the difference if it
    // hydrated into the markup; it does not look inside, so the exported text stays.
    await act(async () => void hydrateRoot(container, <Page label="other" />, { onRecoverableError: (error) => errors.push(error) }))
    await act(async () => rerender(1))
    assert.equal(container.querySelector('main')!.dataset.count, '1')
    assert.deepEqual(errors, [])
    assert.equal(container.querySelector('summary'), summary, 'the same node, not a re-created one')
    assert.equal(summary.textContent, 'project')
    assert.equal(container.querySelector('details')!.open, false)
  })

  it('renders its children when it first appears after hydration (client-side navigation)', async () => {
    const container = document.createElement('div')
    const root = createRoot(container)
    await act(async () => root.render(<Page label="nodes" />))
    assert.equal(container.querySelector('.tree summary')?.textContent, 'nodes')
    assert.equal(container.querySelector('.tree p')?.textContent, 'Request body')
    await act(async () => root.unmount())
  })
})
