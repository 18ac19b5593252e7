/** What the phone layout (rest/styles.css) and the search index rely on in a generated operation page. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as Operation from '../components/Operation'
import { fixture, pageData, textOf } from './helpers'

describe('operation page layout', () => {
  it('method and path: shown once by the header, as badge and path', async () => {
    const result = await fixture('path-level-parameters')
    const name = [...result.pages.keys()].find((page) => result.pages.get(page)!.includes('\nexport const operation = '))!
    const { operation, spec } = pageData(result, name)
    const header = textOf(renderToStaticMarkup(createElement(Operation.OperationHeader, { operation, spec })))
    assert.equal(header.split(operation.path).length - 1, 1, header)
    assert.match(header, new RegExp(`^${operation.method.toUpperCase()} `))
  })

  it('each parameter table comes right after its heading, which is how narrow screens find it to show its rows as cards', async () => {
    const result = await fixture('request-builder-fills-every-place')
    const page = result.pages.get('files-put-part.mdx')!
    for (const where of ['Path', 'Query', 'Header', 'Cookie'])
      assert.ok(page.includes(`### ${where} parameters\n\n| Name | Type | Required | Description |\n`), where)
  })
})
