/** Examples made from schemas (rest/shared/examples.ts), used by the code samples and the example panels. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { SchemaNode } from '../shared/schema'
import { EXAMPLE_BUDGET_CHARACTERS, exampleFor } from '../shared/examples'
import { fixture } from './helpers'

describe('examples made from schemas', () => {
  it('terminate on circular schemas', async () => {
    const { model } = await fixture('circular-refs')
    assert.deepEqual(exampleFor({ ref: 'TreeNode' }, model.schemas, 'response'), { token: 'string', name: 'string', children: [] })
  })

  it('carry the discriminator value that selects the schema, not a placeholder', async () => {
    const { model } = await fixture('discriminator-in-allof')
    const body = model.operations[0].requestBody!.content[0].schema!
    assert.deepEqual(exampleFor({ ref: 'Test' }, model.schemas, 'request'), { kind: 'test', name: 'string' })
    assert.deepEqual(exampleFor({ ref: 'Requirement' }, model.schemas, 'request'), { kind: 'requirement', name: 'string', priority: 'low' })
    assert.deepEqual(exampleFor(body, model.schemas, 'request'), { kind: 'requirement', name: 'string', priority: 'low' })
  })

  it('discriminator without a mapping: the value chosen by the oneOf, else the schema’s name', () => {
    const schemas: Record<string, SchemaNode> = {
      Base: {
        type: ['object'],
        properties: [{ name: 'kind', required: true, schema: { type: ['string'] } }],
        discriminator: { propertyName: 'kind' }
      },
      Child: { allOf: [{ ref: 'Base' }] }
    }
    assert.deepEqual(exampleFor({ ref: 'Child' }, schemas, 'request'), { kind: 'Child' })
    const choice = { oneOf: [{ ref: 'Child' }], discriminator: { propertyName: 'kind', mapping: { child: 'Child' } } }
    assert.deepEqual(exampleFor(choice, schemas, 'request'), { kind: 'child' })
  })

  it('are not made when a required property gives no type to make a value from', () => {
    const untyped = (required: boolean): SchemaNode => ({
      type: ['object'],
      properties: [
        { name: 'Title', required, schema: {} },
        { name: 'Url', required: false, schema: { type: ['string'] } }
      ]
    })
    const schemas: Record<string, SchemaNode> = {
      Site: untyped(true),
      Web: untyped(false),
      Hub: { allOf: [{ ref: 'Web' }], properties: [{ name: 'Title', required: true, schema: {} }] }
    }
    assert.equal(exampleFor({ ref: 'Site' }, schemas, 'response'), undefined)
    assert.equal(exampleFor({ ref: 'Hub' }, schemas, 'response'), undefined)
    // Optional, it is left out and the example keeps the rest.
    assert.deepEqual(exampleFor({ ref: 'Web' }, schemas, 'response'), { Url: 'string' })
  })

  it('leave readOnly fields out of requests and writeOnly ones out of responses, made or written', async () => {
    const { schemas } = (await fixture('oas31-examples')).model
    assert.deepEqual(exampleFor({ ref: 'Project' }, schemas, 'request'), { name: 'Tunnel', code: 'string', secret: 'string' })
    assert.deepEqual(exampleFor({ ref: 'Project' }, schemas, 'response'), { token: 'PR0001', name: 'Tunnel', code: 'string' })
    // An example written on the schema loses the fields that never travel that way.
    const written: SchemaNode = { ref: 'Project' }
    const withExample = { ...schemas, Project: { ...schemas.Project, example: { token: 'PR1', name: 'Bridge', secret: 's' } } }
    assert.deepEqual(exampleFor(written, withExample, 'request'), { name: 'Bridge', secret: 's' })
    assert.deepEqual(exampleFor(written, withExample, 'response'), { token: 'PR1', name: 'Bridge' })
  })

  it('a wide schema’s example stays within the budget: named schemas are followed less deep, not cut mid-way', () => {
    // Four levels of twelve properties, each the next level: 12^3 leaves at full depth, far over the budget.
    const level = (n: number): SchemaNode => ({
      type: ['object'],
      properties: Array.from({ length: 12 }, (_, i) => ({
        name: `field${i}`,
        required: false,
        schema: n < 3 ? { ref: `Level${n + 1}` } : { type: ['string'] }
      }))
    })
    const schemas = Object.fromEntries([0, 1, 2, 3].map((n) => [`Level${n}`, level(n)]))
    const example = exampleFor({ ref: 'Level0' }, schemas, 'response') as Record<string, Record<string, unknown>>
    assert.ok(JSON.stringify(example, null, 2).length <= EXAMPLE_BUDGET_CHARACTERS)
    // Two named levels fit (12 × 12 fields); the third would not, so every branch stops at the same depth.
    assert.deepEqual(
      Object.keys(example.field0),
      Array.from({ length: 12 }, (_, i) => `field${i}`)
    )
    assert.deepEqual(example.field0.field0, {})
    assert.deepEqual(example.field11.field11, {})
  })
})
