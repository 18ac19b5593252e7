/** What the frame's generator keeps of esbuild's output: frame.css is the only stylesheet the frame loads. */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { withoutChunkStylesheets } from '../generator/build-frame'

const FRAME_CSS = '.pf-v6-c-button{color:red}.pf-v6-c-card{margin:0}@media (min-width:40rem){.pf-v6-c-card{margin:1rem}}'

test('a lazily loaded chunk’s stylesheet is left out when frame.css already holds its rules', () => {
  const kept = withoutChunkStylesheets(
    new Map<string, Uint8Array | string>([
      ['frame.css', FRAME_CSS],
      ['frame.js', 'import("./chunks/ActionButton-A.js")'],
      ['chunks/ActionButton-A.js', 'export {}'],
      ['chunks/ActionButton-B.css', new TextEncoder().encode('.pf-v6-c-button{color:red}')]
    ])
  )
  assert.deepEqual([...kept.keys()], ['frame.css', 'frame.js', 'chunks/ActionButton-A.js'])
})

test('a chunk’s rule that frame.css lacks stops the build, and every such stylesheet is named', () => {
  assert.throws(
    () =>
      withoutChunkStylesheets(
        new Map([
          ['frame.css', FRAME_CSS],
          ['chunks/Breakdown-A.css', '.vnv-breakdown{display:grid}'],
          ['chunks/Matrix-B.css', '.pf-v6-c-button{color:red}.vnv-matrix td{padding:4px}']
        ])
      ),
    (error: Error) =>
      /move them to playground\/frame\/frame\.css/.test(error.message) &&
      error.message.includes('chunks/Breakdown-A.css: 1 rule(s) that frame.css lacks, first ".vnv-breakdown{display:grid}"') &&
      error.message.includes('chunks/Matrix-B.css: 1 rule(s) that frame.css lacks, first ".vnv-matrix td{padding:4px}"')
  )
})
