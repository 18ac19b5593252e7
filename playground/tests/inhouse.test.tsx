/** The in-house toolkit components the live examples run (playground/inhouse). */
import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Breakdown, type BreakdownDiagramEvent } from '../inhouse/Breakdown'

afterEach(cleanup)

describe('in-house Breakdown (the site implementation of the toolkit component)', () => {
  const nodes = [
    { token: 'PR0000', name: 'Bridge renovation', type: 'project' },
    { token: 'DEL0000', name: 'Inspection report', type: 'deliverable' }
  ]
  const links = [{ from: 'PR0000', to: 'DEL0000' }]

  it('calls ChangedSelection with a DiagramEvent-shaped object, as GoJS does, not with a list of tokens', () => {
    const events: BreakdownDiagramEvent[] = []
    render(
      <Breakdown nodeDataArray={nodes} linkDataArray={links} initOptions={{ listeners: { ChangedSelection: (e) => events.push(e) } }} />
    )
    fireEvent.click(screen.getByRole('button', { name: 'Inspection report (deliverable)' }))
    assert.equal(events.length, 1)
    const [event] = events
    assert.equal(event.name, 'ChangedSelection')
    assert.equal(event.subject, event.diagram.selection)
    const tokens: unknown[] = []
    event.diagram.selection.each((part) => tokens.push(part.data.token))
    assert.deepEqual(tokens, ['DEL0000'])
    assert.equal(event.diagram.selection.count, 1)
    assert.equal(event.diagram.selection.first()?.key, 'DEL0000')
    // A second click deselects: the selection is then empty.
    fireEvent.click(screen.getByRole('button', { name: 'Inspection report (deliverable)' }))
    assert.equal(events[1].diagram.selection.count, 0)
    assert.deepEqual(events[1].diagram.selection.toArray(), [])
  })

  it('calls ObjectSingleClicked with the clicked node as the subject part', () => {
    let clicked: unknown = null
    render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{ listeners: { ObjectSingleClicked: (e) => (clicked = 'part' in e.subject ? e.subject.part.data.name : null) } }}
      />
    )
    fireEvent.click(screen.getByRole('button', { name: 'Bridge renovation (project)' }))
    assert.equal(clicked, 'Bridge renovation')
  })

  it('calls a context-menu action as action(e, obj), with the node at obj.part.adornedPart, and shows the entry icon', () => {
    const calls: { event: unknown; node: unknown }[] = []
    const Icon = (props: { 'aria-hidden'?: boolean }) => <svg data-testid="edit-icon" {...props} />
    render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{
          nodeHooks: {
            contextMenu: [
              { title: 'Edit node', icon: Icon, action: (e, obj) => calls.push({ event: e.event, node: obj.part.adornedPart.data.token }) }
            ]
          }
        }}
      />
    )
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Bridge renovation (project)' }))
    const entry = screen.getByRole('menuitem', { name: 'Edit node' })
    assert.equal(screen.getByTestId('edit-icon').getAttribute('aria-hidden'), 'true')
    fireEvent.click(entry)
    assert.equal(calls.length, 1)
    assert.equal(calls[0].node, 'PR0000')
    assert.ok(calls[0].event, 'the DOM event is passed as e.event')
    assert.equal(screen.queryByRole('menu'), null)
  })

  it('with isEnabled: false, ignores clicks and offers no context menu or focus', () => {
    let changed = 0
    let clicked = 0
    render(
      <Breakdown
        nodeDataArray={nodes}
        linkDataArray={links}
        initOptions={{
          isEnabled: false,
          listeners: { ChangedSelection: () => changed++ },
          nodeHooks: { clickNode: () => clicked++, contextMenu: [{ title: 'Edit node' }] }
        }}
      />
    )
    const node = screen.getByRole('img', { name: 'Bridge renovation (project)' })
    fireEvent.click(node)
    fireEvent.contextMenu(node)
    assert.equal(changed, 0)
    assert.equal(clicked, 0)
    assert.equal(screen.queryByRole('menu'), null)
    assert.equal(node.getAttribute('tabindex'), null)
  })
})
