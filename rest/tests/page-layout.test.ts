/** What the phone layout (rest/styles.css) and the search index rely on in a generated operation page. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fixture, pageData, renderHeader, textOf } from './helpers'

describe('operation page layout', () => {
  it('method and path: shown once by the header, as badge and path', async () => {
    const result = await fixture('path-level-parameters')
    const name = [...result.pages.keys()].find((page) => result.pages.get(page)!.includes('\nexport const operation = '))!
    const { operation, spec } = pageData(result, name)
    const header = textOf(renderHeader({ operation, spec }))
    assert.equal(header.split(operation.path).length - 1, 1, header)
    assert.match(header, new RegExp(`^${operation.method.toUpperCase()} `))
  })

  it('each parameter table comes right after its heading, which is how narrow screens find it to show its rows as cards', async () => {
    const result = await fixture('request-builder-fills-every-place')
    const page = result.pages.get('files-put-part.mdx')!
    for (const where of ['Path', 'Query', 'Header', 'Cookie'])
      assert.ok(page.includes(`### ${where} parameters\n\n| Name | Type | Required | Description |\n`), where)
  })

  it('what does not act in the browser is a static block: the header meta always, a body unless it has tabs or examples', async () => {
    const inStaticBlock = (page: string, component: string) => page.includes(`<div data-static-html>\n<${component} `)
    const result = await fixture('default-response-not-documented')
    const list = result.pages.get('items-list.mdx')!
    const get = result.pages.get('items-get.mdx')!
    for (const page of [list, get]) assert.ok(inStaticBlock(page, 'OperationMeta'))
    assert.ok(inStaticBlock(list, 'Responses'))
    // An example (here generated from the schema) has its copy button; several media types are tabs.
    assert.ok(get.includes('<Responses ') && !inStaticBlock(get, 'Responses'))
    const tabs = [...(await fixture('many-media-types-one-body')).pages.values()].find((page) => page.includes('<RequestBody '))!
    assert.ok(!inStaticBlock(tabs, 'RequestBody'))
  })
})
