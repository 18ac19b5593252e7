/**
 * One example per place: the generator marks a body whose example panel shows the value its schema tree would
 * list at the root (rest/generator/repeated-example.ts), and the tree then leaves that example out.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { SchemaTree } from '../components/SchemaTree'
import { repeatsExample } from '../generator/repeated-example'
import type { SchemaData } from '../shared/data-types'
import { fixture, operationPage, render, textOf } from './helpers'

const example = { id: 'n-1', create_dt: 1742810400000 }
const text = JSON.stringify(example, null, 2)
const node: SchemaData = { type: ['object'], example }

describe('one example per place', () => {
  it('a root that references a named schema repeats that schema’s example when a panel shows the same value', () => {
    assert.equal(repeatsExample({ ref: 'Node' }, { Node: node }, [{ text }]), true)
    assert.equal(repeatsExample({ ref: 'Node' }, { Node: node }, [{ text: '{"id": "other"}' }]), false)
  })

  it('an inline root repeats its own example; an array’s items are not the array', () => {
    assert.equal(repeatsExample(node, {}, [{ text }]), true)
    const array: SchemaData = { type: ['array'], items: { ref: 'Node' } }
    assert.equal(repeatsExample(array, { Node: node }, [{ text: `[${text}]` }]), false)
    assert.equal(repeatsExample(node, {}, []), false)
  })

  it('the tree leaves out the root’s example only when told, and keeps the rest of its facts', () => {
    const props = { folder: 'x', direction: 'response' as const }
    const shown = textOf(render(SchemaTree, { schema: { ...node, default: {} }, ...props }))
    const omitted = textOf(render(SchemaTree, { schema: { ...node, default: {} }, omitRootExample: true, ...props }))
    assert.match(shown, /Example:/)
    assert.doesNotMatch(omitted, /Example:/)
    assert.match(omitted, /Default:/)
  })

  it('a root that is an expanded named schema loses that schema’s example, and the page’s data stays as it was', () => {
    const expanded = { Node: node }
    const html = render(SchemaTree, { schema: { ref: 'Node' }, expanded, omitRootExample: true, folder: 'x', direction: 'response' })
    assert.doesNotMatch(textOf(html), /Example:/)
    assert.deepEqual(expanded.Node.example, example)
  })

  it('the generator marks a body whose example panel shows its named schema’s example, and only that body', async () => {
    const result = await fixture('one-example-per-place')
    assert.equal(operationPage(result, 'Nodes.list').operation.responses['200'].content?.[0].treeOmitsExample, true)
    assert.equal(operationPage(result, 'Nodes.create').operation.requestBody?.content[0].treeOmitsExample, undefined)
  })
})
