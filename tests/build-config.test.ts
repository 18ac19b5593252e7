/** next.config.mjs's webpack step (lib/build): what the production server compile keeps. */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { withoutServerPageTracing } from '../lib/build/server-page-tracing.mjs'

class TraceEntryPointsPlugin {}
class OtherPlugin {}

it("leaves Next's page tracer out of the production server compile and keeps every other plugin", () => {
  const other = new OtherPlugin()
  const config = { plugins: [other, new TraceEntryPointsPlugin(), false], mode: 'production' }
  const result = withoutServerPageTracing(config)
  assert.deepEqual(result.plugins, [other, false])
  assert.equal(result.mode, 'production')
  assert.equal(config.plugins.length, 3, 'the configuration given is not changed')
})

it('fails the build, saying why, once Next no longer adds the tracer', () => {
  assert.throws(() => withoutServerPageTracing({ plugins: [new OtherPlugin()] }), /no longer adds TraceEntryPointsPlugin/)
})
