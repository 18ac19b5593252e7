/** Examples made from schemas (rest/shared/examples.ts), used by the code samples and the example panels. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { SchemaNode } from '../shared/schema'
import { exampleFor } from '../shared/examples'
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
})
