/** A long introduction split into guide pages (rest/generator/guide.ts and its pages). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { stringify } from 'yaml'
import { generateSpec } from '../generator/generate'
import { GUIDE_SPLIT_CHARACTERS, splitDescription } from '../generator/guide'
import { configFor } from './helpers'

const manual = [
  'Welcome to the service.',
  '# Getting started',
  'Create a key first.',
  '## Keys',
  'Keys expire.',
  '```md\n# not a heading: inside a fence\n```',
  '# Errors',
  'Errors are JSON.',
  '# Errors',
  'A second section of the same name.'
].join('\n\n')

describe('guide pages', () => {
  it('a short introduction stays whole', () => {
    assert.deepEqual(splitDescription(manual), { lead: manual, sections: [] })
  })

  it('a long introduction splits at the shallowest heading level that repeats, never inside a fence', () => {
    const { lead, sections } = splitDescription(manual, 10)
    assert.equal(lead, 'Welcome to the service.')
    assert.deepEqual(
      sections.map(({ title, slug, depth }) => ({ title, slug, depth })),
      [
        { title: 'Getting started', slug: 'getting-started', depth: 1 },
        { title: 'Errors', slug: 'errors', depth: 1 },
        { title: 'Errors', slug: 'errors-2', depth: 1 }
      ]
    )
    assert.match(sections[0].body, /^Create a key first\.\n\n## Keys\n\nKeys expire\.\n\n```md\n# not a heading: inside a fence\n```$/)
  })

  it('a spec whose introduction is a manual gets a guide folder: linked from the introduction, in the sidebar, sub-headings from h2', async () => {
    const filler = 'Each section of this manual explains one part of the service in detail. '.repeat(GUIDE_SPLIT_CHARACTERS / 100)
    const description = `Read this first.\n\n# Authentication\n\n${filler}\n\n## Tokens\n\nTokens last an hour.\n\n# Limits\n\n${filler}`
    const spec = stringify({
      openapi: '3.0.3',
      info: { title: 'Manual service', version: '1', description },
      paths: { '/ping': { get: { operationId: 'ping', responses: { '200': { description: 'OK' } } } } }
    })
    const { pages } = await generateSpec(configFor('manual'), spec)
    assert.deepEqual(
      [...pages.keys()].filter((name) => name.startsWith('guide/')),
      ['guide/authentication.mdx', 'guide/limits.mdx', 'guide/_meta.ts']
    )
    const introduction = pages.get('introduction.mdx')!
    assert.match(introduction, /Read this first\./)
    assert.match(
      introduction,
      /## Guide\n\n- \[Authentication\]\(\/docs\/rest\/manual\/guide\/authentication\/\)\n- \[Limits\]\(\/docs\/rest\/manual\/guide\/limits\/\)/
    )
    assert.doesNotMatch(introduction, /Tokens last an hour/)
    const authentication = pages.get('guide/authentication.mdx')!
    assert.match(authentication, /^# Authentication$/m)
    assert.match(authentication, /^## Tokens$/m)
    assert.match(pages.get('_meta.ts')!, /"introduction": 'Introduction',\n {2}"guide": 'Guide',/)
    assert.match(pages.get('guide/_meta.ts')!, /"authentication": "Authentication",\n {2}"limits": "Limits"/)
  })
})
