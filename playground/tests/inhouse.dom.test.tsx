/** The in-house toolkit components the live examples run (playground/inhouse). */
import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Breakdown } from '../inhouse/Breakdown'
import { cellColours } from '../inhouse/scale'

afterEach(cleanup)

describe('in-house Breakdown (the site implementation of the toolkit component)', () => {
  const nodes = [
    { token: 'project-a', name: 'Bridge renovation', type: 'project' },
    { token: 'deliverable-a', name: 'Inspection report', type: 'deliverable' }
  ]
  const links = [{ from: 'project-a', to: 'deliverable-a' }]
  const selectable = { isReadOnly: false, isEnabled: true, allowSelect: true }
  const project = () => screen.getByRole('button', { name: 'Bridge renovation (project)' })
  const deliverable = () => screen.getByRole('button', { name: 'Inspection report (deliverable)' })

  it('calls ChangedSelection, with no argument, each time a click changes the selection, and marks the selected node', () => {
    const calls: unknown[][] = []
    render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{ ...selectable, listeners: { ChangedSelection: (...args: unknown[]) => calls.push(args) } }}
      />
    )
    fireEvent.click(deliverable())
    assert.equal(calls.length, 1)
    assert.deepEqual(calls[0], [])
    assert.equal(deliverable().getAttribute('aria-pressed'), 'true')
    assert.equal(project().getAttribute('aria-pressed'), 'false')
    fireEvent.click(project())
    assert.equal(calls.length, 2)
    assert.equal(project().getAttribute('aria-pressed'), 'true')
    assert.equal(deliverable().getAttribute('aria-pressed'), 'false')
  })

  it('does not select, nor call ChangedSelection, while allowSelect is off or isReadOnly is on', () => {
    for (const options of [{ allowSelect: false }, { isReadOnly: true }]) {
      let changed = 0
      let clicked = 0
      render(
        <Breakdown
          nodeDataArray={nodes}
          linkDataArray={links}
          initOptions={{ ...options, listeners: { ChangedSelection: () => changed++ }, nodeHooks: { clickNode: () => clicked++ } }}
        />
      )
      fireEvent.click(project())
      assert.equal(changed, 0, JSON.stringify(options))
      assert.equal(clicked, 1, `${JSON.stringify(options)}: clickNode still runs`)
      assert.equal(project().getAttribute('aria-pressed'), null)
      cleanup()
    }
  })

  it('calls clickNode, with no argument, on a click and on Enter or Space from the keyboard', () => {
    const calls: unknown[][] = []
    let changed = 0
    render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{
          ...selectable,
          listeners: { ChangedSelection: () => changed++ },
          nodeHooks: { clickNode: (...args: unknown[]) => calls.push(args) }
        }}
      />
    )
    fireEvent.click(project())
    assert.deepEqual(calls, [[]])
    assert.equal(project().getAttribute('tabindex'), '0')
    fireEvent.keyDown(deliverable(), { key: 'Enter' })
    fireEvent.keyDown(deliverable(), { key: ' ' })
    fireEvent.keyDown(deliverable(), { key: 'a' })
    assert.equal(calls.length, 3)
    assert.equal(changed, 3)
  })

  it('opens the context menu on right-click, shows the entry icon hidden, runs the action with no argument and closes', () => {
    const calls: unknown[][] = []
    const Icon = (props: { 'aria-hidden'?: boolean }) => <svg data-testid="edit-icon" {...props} />
    render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{
          nodeHooks: {
            contextMenu: [{ title: 'Edit node', icon: Icon, action: (...args: unknown[]) => calls.push(args) }, { title: 'Clear node' }]
          }
        }}
      />
    )
    assert.equal(screen.queryByRole('menu'), null)
    fireEvent.contextMenu(project())
    assert.ok(screen.getByRole('menu', { name: 'Actions for Bridge renovation' }))
    assert.equal(screen.getByTestId('edit-icon').getAttribute('aria-hidden'), 'true')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit node' }))
    assert.deepEqual(calls, [[]])
    assert.equal(screen.queryByRole('menu'), null)
  })

  it('opens the context menu from the keyboard (Shift+F10 or the context-menu key) and closes it with Escape', () => {
    let runs = 0
    render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{ nodeHooks: { contextMenu: [{ title: 'Remove node', action: () => runs++ }] } }}
      />
    )
    fireEvent.keyDown(deliverable(), { key: 'F10', shiftKey: true })
    const entry = screen.getByRole('menuitem', { name: 'Remove node' })
    fireEvent.keyDown(entry, { key: 'Escape' })
    assert.equal(screen.queryByRole('menu'), null)
    assert.equal(runs, 0)
    fireEvent.keyDown(deliverable(), { key: 'ContextMenu' })
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove node' }))
    assert.equal(runs, 1)
  })

  it('calls linkHooks.click, with no argument, when a link is clicked', () => {
    const calls: unknown[][] = []
    const { container } = render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{ linkHooks: { click: (...args: unknown[]) => calls.push(args) } }}
      />
    )
    const link = container.querySelector('path.vnv-breakdown__link--clickable')
    assert.ok(link, 'the link is drawn as clickable')
    fireEvent.click(link)
    assert.deepEqual(calls, [[]])
  })

  it('with isEnabled: false, ignores clicks and offers no context menu or focus', () => {
    let changed = 0
    let clicked = 0
    let linkClicked = 0
    const { container } = render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{
          isEnabled: false,
          listeners: { ChangedSelection: () => changed++ },
          nodeHooks: { clickNode: () => clicked++, contextMenu: [{ title: 'Edit node' }] },
          linkHooks: { click: () => linkClicked++ }
        }}
      />
    )
    const node = screen.getByRole('img', { name: 'Bridge renovation (project)' })
    fireEvent.click(node)
    fireEvent.contextMenu(node)
    fireEvent.click(container.querySelector('.vnv-breakdown__svg > path')!)
    assert.equal(changed, 0)
    assert.equal(clicked, 0)
    assert.equal(linkClicked, 0)
    assert.equal(screen.queryByRole('menu'), null)
    assert.equal(node.getAttribute('tabindex'), null)
  })
})

describe('in-house Matrix cell colours', () => {
  /** WCAG contrast of two sRGB colours given as [r, g, b] in 0–255. */
  const contrast = (a: number[], b: number[]) => {
    const luminance = (rgb: number[]) => {
      const [r, g, bl] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl
    }
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (high + 0.05) / (low + 0.05)
  }
  const hslToRgb = (h: number, s: number, l: number) => {
    const k = (n: number) => (n + h / 30) % 12
    const a = s * Math.min(l, 1 - l)
    return [0, 8, 4].map((n) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))))
  }
  const hexToRgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

  it('keeps every value of the ramp readable: text at 4.5:1 or more on its cell', () => {
    for (let value = 0; value <= 20; value++) {
      const { background, color } = cellColours(value, 0, 20)
      const [h, s, l] = background.match(/[\d.]+/g)!.map(Number)
      const ratio = contrast(hslToRgb(h, s / 100, l / 100), hexToRgb(color))
      assert.ok(ratio >= 4.5, `value ${value}: ${background} with ${color} is ${ratio.toFixed(2)}:1`)
    }
  })
})
