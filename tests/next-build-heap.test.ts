/** How `npm run build:site` starts `next build` (scripts/build/next-build-heap.mjs): the heap flags its workers collect with. */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { it } from 'node:test'
import { NEXT_BUILD_NODE_FLAGS } from '../scripts/build/next-build-heap.mjs'

it('starts next build with heap flags this Node accepts (a Node that dropped one fails here, not in the build)', () => {
  const result = spawnSync(process.execPath, [...NEXT_BUILD_NODE_FLAGS, '-e', '0'], { encoding: 'utf8' })
  assert.equal(result.status, 0, result.stderr)
})
