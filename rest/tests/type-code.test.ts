/** The types panel of an operation (rest/generator/type-code.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { operationTypeCode, TYPE_CODE_BUDGET_CHARACTERS } from '../generator/type-code'

const ref = (name: string) => `components["schemas"]["${name}"]`

describe('operation types', () => {
  it('a chain of types longer than the budget stops at it and names the types it leaves to their pages', () => {
    // Wide declarations: a body of A; A uses B and C; B uses D. Each is a quarter of the budget or more.
    const wide = (uses: string[]) =>
      `{\n${uses.map((u) => `  ${u.toLowerCase()}: ${ref(u)}\n`).join('')}  notes: "${'x'.repeat(TYPE_CODE_BUDGET_CHARACTERS / 3)}"\n}`
    const types = {
      operations: { create: `{ requestBody: ${ref('A')} }` },
      schemas: { A: wide(['B', 'C']), B: wide(['D']), C: wide([]), D: wide([]) },
      responses: {}
    }
    const code = operationTypeCode('create', types)
    const declared = [...code.matchAll(/^type (\w+) =/gm)].map((m) => m[1])
    assert.deepEqual(declared, ['create', 'A', 'B'])
    assert.match(code, /\n\/\/ Left out for length \(each schema's page declares it\): C, D$/)
    assert.ok(code.length < TYPE_CODE_BUDGET_CHARACTERS + 200)
  })

  it('a chain within the budget is whole, each type once', () => {
    const types = {
      operations: { list: `{ responses: { 200: ${ref('Page')} } }` },
      schemas: { Page: `{ items: ${ref('Item')}[]; next?: ${ref('Page')} }`, Item: '{ id: string }' },
      responses: {}
    }
    const code = operationTypeCode('list', types)
    assert.deepEqual(
      [...code.matchAll(/^type (\w+) =/gm)].map((m) => m[1]),
      ['list', 'Page', 'Item']
    )
    assert.doesNotMatch(code, /Left out/)
  })
})
