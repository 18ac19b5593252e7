/**
 * A toy model of the VnV operation stack for the blog (pages/blog/mdx-blog-post.mdx).
 *
 * It does NOT use the toolkit: it keeps a few fake "node" entries in React state and
 * records one operation per change, with the same `method` / `operationType` vocabulary
 * as the real `IOperation`. Undo and Commit are features of the toy only.
 */
import { useId, useReducer, type CSSProperties } from 'react'
import { useMounted } from '@/theme/hooks/use-mounted'

type Method = 'POST' | 'UPDATE' | 'DELETE'

interface ToyNode {
  token: string
  name: string
  revision: number
}

interface ToyOperation {
  seq: number
  method: Method
  operationType: 'node'
  token: string
  summary: string
  /** The nodes as they were before this operation, so the toy can undo it. */
  before: ToyNode[]
}

interface State {
  nodes: ToyNode[]
  stack: ToyOperation[]
  nextSeq: number
  nextNode: number
  commits: number
  committedOperations: number
  message: string
}

type Action = { type: 'add' } | { type: 'set' } | { type: 'delete' } | { type: 'undo' } | { type: 'commit' }

const initialState: State = {
  nodes: [],
  stack: [],
  nextSeq: 1,
  nextNode: 1,
  commits: 0,
  committedOperations: 0,
  message: 'The stack is empty. Add a node to record the first operation.'
}

function record(state: State, method: Method, node: ToyNode, summary: string, nodes: ToyNode[]): State {
  const operation: ToyOperation = { seq: state.nextSeq, method, operationType: 'node', token: node.token, summary, before: state.nodes }
  return {
    ...state,
    nodes,
    stack: [...state.stack, operation],
    nextSeq: state.nextSeq + 1,
    message: `Recorded ${method} node ${node.token}. ${state.stack.length + 1} operation(s) waiting for a commit.`
  }
}

function reducer(state: State, action: Action): State {
  const last = state.nodes[state.nodes.length - 1]
  switch (action.type) {
    case 'add': {
      const node: ToyNode = { token: `REQ-${String(state.nextNode).padStart(3, '0')}`, name: `Requirement ${state.nextNode}`, revision: 1 }
      return { ...record(state, 'POST', node, `add node "${node.name}"`, [...state.nodes, node]), nextNode: state.nextNode + 1 }
    }
    case 'set': {
      if (!last) return state
      const node: ToyNode = { ...last, revision: last.revision + 1 }
      return record(state, 'UPDATE', node, `set node to revision ${node.revision}`, [...state.nodes.slice(0, -1), node])
    }
    case 'delete': {
      if (!last) return state
      return record(state, 'DELETE', last, `delete node "${last.name}"`, state.nodes.slice(0, -1))
    }
    case 'undo': {
      const top = state.stack[state.stack.length - 1]
      if (!top) return state
      return {
        ...state,
        nodes: top.before,
        stack: state.stack.slice(0, -1),
        message: `Undid ${top.method} node ${top.token}. ${state.stack.length - 1} operation(s) waiting for a commit.`
      }
    }
    case 'commit': {
      if (state.stack.length === 0) return state
      return {
        ...state,
        stack: [],
        commits: state.commits + 1,
        committedOperations: state.committedOperations + state.stack.length,
        message: `Commit ${state.commits + 1} sent ${state.stack.length} operation(s). The stack is empty again and these changes can no longer be undone here.`
      }
    }
  }
}

const frame: CSSProperties = {
  border: '1px solid currentColor',
  borderRadius: 8,
  padding: '1rem',
  margin: '1.5rem 0',
  background: 'transparent',
  color: 'inherit'
}

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0 0 1rem' }

const panel: CSSProperties = {
  border: '1px dashed currentColor',
  borderRadius: 6,
  padding: '0.75rem',
  minHeight: '4rem',
  background: 'transparent'
}

const list: CSSProperties = {
  margin: 0,
  paddingLeft: '1.25rem',
  fontFamily: 'var(--font-mono, ui-monospace, monospace)',
  fontSize: '0.875rem'
}

function buttonStyle(disabled: boolean, primary = false): CSSProperties {
  return {
    border: '1px solid currentColor',
    borderRadius: 6,
    padding: '0.375rem 0.75rem',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: primary ? 600 : 400,
    borderWidth: primary ? 2 : 1,
    cursor: disabled ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.45 : 1
  }
}

export interface OperationStackDemoProps {
  /** Accessible title of the demo; also shown as its heading. */
  title?: string
}

export function OperationStackDemo({ title = 'Operation stack (toy model)' }: OperationStackDemoProps) {
  const [state, dispatch] = useReducer(reducer, initialState)
  // Until the demo runs in the browser, a click would do nothing: its buttons say so by being disabled.
  const mounted = useMounted()
  const id = useId()
  const headingId = `${id}-heading`
  const stackId = `${id}-stack`
  const nodesId = `${id}-nodes`
  const noNode = state.nodes.length === 0
  const emptyStack = state.stack.length === 0
  const cannotEditNode = !mounted || noNode
  const cannotUseStack = !mounted || emptyStack
  const newestFirst = [...state.stack].reverse()

  return (
    <section className="operation-stack-demo" aria-labelledby={headingId} style={frame}>
      <p id={headingId} className="operation-stack-demo__title" style={{ fontWeight: 600, margin: '0 0 0.75rem' }}>
        {title}
      </p>

      <div className="operation-stack-demo__controls" role="group" aria-label="Record operations" style={row}>
        <button type="button" onClick={() => dispatch({ type: 'add' })} disabled={!mounted} style={buttonStyle(!mounted)}>
          Add node
        </button>
        <button type="button" onClick={() => dispatch({ type: 'set' })} disabled={cannotEditNode} style={buttonStyle(cannotEditNode)}>
          Set node
        </button>
        <button type="button" onClick={() => dispatch({ type: 'delete' })} disabled={cannotEditNode} style={buttonStyle(cannotEditNode)}>
          Delete node
        </button>
      </div>

      <div className="operation-stack-demo__controls" role="group" aria-label="Stack actions" style={row}>
        <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={cannotUseStack} style={buttonStyle(cannotUseStack)}>
          Undo
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'commit' })}
          disabled={cannotUseStack}
          style={buttonStyle(cannotUseStack, true)}
        >
          Commit
        </button>
      </div>

      <div
        className="operation-stack-demo__panels"
        style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}
      >
        {/* The whole stack panel is a polite live region: screen readers hear the new count and the new entry. */}
        <div className="operation-stack-demo__stack" style={panel} aria-live="polite" aria-relevant="additions text">
          <p id={stackId} style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
            Stack, newest on top: {state.stack.length} pending
          </p>
          {emptyStack ? (
            <p style={{ margin: 0, opacity: 0.8 }}>No pending operations.</p>
          ) : (
            <ol style={list} reversed aria-labelledby={stackId}>
              {newestFirst.map((op) => (
                <li key={op.seq}>
                  <strong>{op.method}</strong> {op.operationType} {op.token}: {op.summary}
                </li>
              ))}
            </ol>
          )}
        </div>

        <div className="operation-stack-demo__nodes" style={panel}>
          <p id={nodesId} style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
            Nodes in the toy project ({state.nodes.length})
          </p>
          {noNode ? (
            <p style={{ margin: 0, opacity: 0.8 }}>No nodes yet.</p>
          ) : (
            <ul style={list} aria-labelledby={nodesId}>
              {state.nodes.map((node) => (
                <li key={node.token}>
                  {node.token} — {node.name} (revision {node.revision})
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <p className="operation-stack-demo__status" style={{ margin: '1rem 0 0', fontSize: '0.875rem' }}>
        {state.message}
        {state.commits > 0 ? ` Commits so far: ${state.commits} (${state.committedOperations} operation(s) in total).` : ''}
      </p>
    </section>
  )
}
