import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'

const require = createRequire(import.meta.url)
const { limitConcurrency } = require('../scripts/build/limit-open-files.cjs') as {
  limitConcurrency: <A extends unknown[], R>(fn: (...args: A) => Promise<R>, max: number) => (...args: A) => Promise<R>
}

test('limitConcurrency never runs more than `max` calls at once and returns every result in order', async () => {
  let running = 0
  let peak = 0
  const slow = async (value: number) => {
    running++
    peak = Math.max(peak, running)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running--
    return value * 2
  }
  const limited = limitConcurrency(slow, 3)
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limited(i)))
  assert.equal(peak, 3)
  assert.deepEqual(results, Array.from({ length: 20 }, (_, i) => i * 2))
})

test('limitConcurrency frees the slot of a call that fails', async () => {
  const limited = limitConcurrency(async (fail: boolean) => {
    if (fail) throw new Error('read failed')
    return 'ok'
  }, 1)
  await assert.rejects(limited(true), /read failed/)
  assert.equal(await limited(false), 'ok')
})

test('the site build preloads the open-file limiter into next build', () => {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
  assert.match(scripts['build:site'], /NODE_OPTIONS="\$NODE_OPTIONS --require \.\/scripts\/build\/limit-open-files\.cjs" next build/)
})
