/** What the REST tests share: the fixtures (rest/fixtures), the data a generated page hands its components, rendering. */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { compile, run } from '@mdx-js/mdx'
import { createElement, type FunctionComponent } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkGfm from 'remark-gfm'
import { OperationHeader } from '../components/Operation'
import { OperationMeta } from '../components/OperationMeta'
import { SchemaTree } from '../components/SchemaTree'
import { generateSpec } from '../generator/generate'
import type { GeneratedSpec } from '../generator/generated-spec'
import type { RestSpec } from '../generator/specs'
import type { OperationData, SpecData } from '../shared/data-types'

export const FIXTURES = path.resolve('rest/fixtures')

/** A fixture as if it were openapi/<name>.yaml (error messages and headers name that path). */
export const configFor = (name: string): RestSpec => ({ file: `${name}.yaml`, folder: name, infoSlug: 'introduction', label: name })
export const fixtureText = (name: string) => readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8')
export const fixture = (name: string) => generateSpec(configFor(name), fixtureText(name))

/**
 * What a generated page hands its components: its `operation` and `spec` exports, and SchemaTree
 * when the page passes it (pages whose bodies show a schema).
 */
export function pageData(
  result: GeneratedSpec,
  page: string
): { operation: OperationData; spec: SpecData; SchemaTree?: typeof SchemaTree } {
  const mdx = result.pages.get(page)!
  const json = mdx.match(/^export const operation = (.*)$/m)![1]
  return { operation: JSON.parse(json), spec: result.data, ...(/ SchemaTree=\{SchemaTree\}/.test(mdx) && { SchemaTree }) }
}

/** The data of the page of the operation with this id. */
export function operationPage(result: GeneratedSpec, id: string): ReturnType<typeof pageData> {
  for (const page of result.pages.keys()) {
    if (!/^export const operation = /m.test(result.pages.get(page)!)) continue
    const data = pageData(result, page)
    if (data.operation.id === id) return data
  }
  throw new Error(`${result.config.file}: no page of operation ${id}`)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component with the props a page gives it
export const render = (component: FunctionComponent<any>, props: object) => renderToStaticMarkup(createElement(component, props))
/** An operation's header as its page has it: method and path, and under them OperationMeta's static block. */
export const renderHeader = (props: { operation: OperationData; spec: SpecData }) =>
  render(OperationHeader, { ...props, children: createElement(OperationMeta, props) })
export const textOf = (html: string) => new JSDOM(html).window.document.body.textContent ?? ''

/** No markup from the spec became an element or an attribute. */
export function assertInert(html: string, where: string, allowed = 'script, img, b, i') {
  const dom = new JSDOM(html).window.document
  assert.equal(dom.querySelectorAll(allowed).length, 0, `${where}: markup from the spec became HTML`)
  const attributes = [...dom.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`))
  assert.deepEqual(
    attributes.filter((a) => /^on|javascript:/i.test(a)),
    [],
    `${where}: an event handler or script URL survived`
  )
}

/** Compiles and runs a generated page with stub components, returning its HTML. */
export async function renderGenerated(mdx: string): Promise<string> {
  const imports = [...mdx.matchAll(/^import \{([^}]+)\} from .*$/gm)].flatMap((m) => m[1].split(',').map((s) => s.trim()))
  const stubs = imports.map((name) => `export const ${name} = () => null`).join('\n')
  const source = mdx.replace(/^import .*$/gm, '').replace(/^export const frontMatter/m, `${stubs}\nexport const frontMatter`)
  const code = await compile(source, { outputFormat: 'function-body', remarkPlugins: [remarkGfm] })
  const page = await run(String(code), { ...runtime, baseUrl: import.meta.url })
  return renderToStaticMarkup(createElement(page.default))
}
