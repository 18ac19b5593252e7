/** A valid OpenAPI 3.1 spec of any size, for tests that need many operations or interlinked named schemas. */
import { stringify } from 'yaml'

const LAYER = 30

/**
 * `count` named schemas in layers of 30, each with scalar fields, two
 * references into the next layer and a list of its own kind (a cycle):
 * inlined, a schema of the first layer would repeat the next ones 2^depth
 * times, as large public specs do.
 */
function sharedSchemas(count: number): Record<string, unknown> {
  const name = (i: number) => `Resource${i}`
  const ref = (i: number) => ({ $ref: `#/components/schemas/${name(i)}` })
  const next = (i: number, shift: number) => {
    const target = (Math.floor(i / LAYER) + 1) * LAYER + ((i + shift) % LAYER)
    return target < count ? ref(target) : { type: 'string', description: 'An identifier.' }
  }
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      name(i),
      {
        type: 'object',
        description: `Resource ${i} of the synthetic service, with **fields** and links to others.`,
        required: ['id'],
        properties: {
          id: { type: 'string', format: 'uuid', readOnly: true },
          name: { type: 'string', description: 'Display name.' },
          createdAt: { type: 'string', format: 'date-time' },
          size: { type: 'integer', minimum: 0 },
          state: { type: 'string', enum: ['draft', 'active', 'archived'] },
          owner: next(i, 0),
          source: next(i, 1),
          children: { type: 'array', items: ref(i) }
        }
      }
    ])
  )
}

/**
 * A valid OpenAPI 3.1 spec with `count` operations over shared schemas, like
 * a large real service: two (Item, Error), or `schemas` interlinked ones.
 */
export function syntheticSpec(count: number, schemas = 0): string {
  const body = (i: number) => ({ $ref: schemas ? `#/components/schemas/Resource${(i * 7) % schemas}` : '#/components/schemas/Item' })
  const paths: Record<string, unknown> = {}
  for (let i = 0; i < count; i++) {
    const resource = `/resources${Math.floor(i / 5)}/{resourceId}/items${i % 5}`
    const method = ['get', 'post', 'put', 'patch', 'delete'][i % 5]
    const item = (paths[resource] ??= {
      parameters: [
        { name: 'resourceId', in: 'path', required: true, schema: { type: 'string' }, description: 'Identifier of the resource.' }
      ]
    }) as Record<string, unknown>
    item[method] = {
      operationId: `Resources${Math.floor(i / 5)}.op${i}`,
      summary: `Operation ${i} on resource group ${Math.floor(i / 5)}`,
      description: `Performs operation ${i}. Works on **items** of the resource and returns the updated item.`,
      tags: [`Group ${Math.floor(i / 50)}`],
      parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 }, description: 'Page size.' }],
      ...(method === 'post' || method === 'put' || method === 'patch'
        ? { requestBody: { required: true, content: { 'application/json': { schema: body(i) } } } }
        : {}),
      responses: {
        '200': { description: 'The item.', content: { 'application/json': { schema: body(i + 1) } } },
        '404': { description: 'Not found.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
      }
    }
  }
  return stringify({
    openapi: '3.1.0',
    info: { title: 'Synthetic service', version: '1.0.0', description: 'A generated spec for the benchmark.' },
    servers: [{ url: 'https://example.invalid/api' }],
    paths,
    components: {
      schemas: {
        ...sharedSchemas(schemas),
        Item: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'string', readOnly: true },
            name: { type: 'string' },
            tags: { type: 'array', items: { type: 'string' } },
            parent: { $ref: '#/components/schemas/Item' }
          }
        },
        Error: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } } }
      }
    }
  })
}
