/** The content check's Mermaid step (diagrams/check): which blocks it reads, and what it says of one that does not parse. */
import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { diagramProblems, mermaidBlocks } from '../check/diagram-syntax'

const VALID = 'flowchart LR\n  A[Session] --> B[Commit]'
const BROKEN = 'flowchart LR\n  A -->'

test('a mermaid block is read with the file line its text starts on; one shown inside a longer fence is an example, not a diagram', () => {
  const page = [
    '---',
    'title: T',
    '---',
    '',
    '# T',
    '',
    '```mermaid',
    VALID,
    '```',
    '',
    '````md',
    '```mermaid',
    BROKEN,
    '```',
    '````'
  ].join('\n')
  assert.deepEqual(mermaidBlocks(page), [{ line: 8, text: VALID }])
})

test('every diagram that does not parse is listed at once, by file and line, with Mermaid’s message', async () => {
  const problems = await diagramProblems([
    { file: 'pages/docs/a.mdx', source: `# A\n\n\`\`\`mermaid\n${BROKEN}\n\`\`\`\n\n\`\`\`mermaid\n${VALID}\n\`\`\`\n` },
    { file: 'pages/docs/b.mdx', source: `# B\n\nText.\n\n~~~mermaid\nsequenceDiagram\n  A->>\n~~~\n` }
  ])
  assert.equal(problems.length, 2)
  assert.match(problems[0], /^pages\/docs\/a\.mdx:4: Mermaid cannot parse the diagram that starts here:\n {4}Parse error/)
  assert.match(problems[1], /^pages\/docs\/b\.mdx:6: Mermaid cannot parse/)
})

test('diagrams that parse, and pages without one, give no problem', async () => {
  assert.deepEqual(await diagramProblems([{ file: 'pages/docs/a.mdx', source: `# A\n\n\`\`\`mermaid\n${VALID}\n\`\`\`\n` }]), [])
  assert.deepEqual(await diagramProblems([{ file: 'pages/docs/b.mdx', source: '# B\n\n```js\nconst a = 1\n```\n' }]), [])
})
