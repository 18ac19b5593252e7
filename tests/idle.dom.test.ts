import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it, mock } from 'node:test'
import { afterPageLoad } from '../lib/client/after-page-load'
import { whenIdle } from '../lib/client/idle'

/** The global scope as the helper sees it: requestIdleCallback may be missing. */
type IdleScope = {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}
const scope = globalThis as unknown as IdleScope

/** A browser with requestIdleCallback whose idle moments the test calls in. */
function fakeIdleCallbacks() {
  const pending = new Map<number, { run: () => void; timeout: number }>()
  let next = 1
  scope.requestIdleCallback = (run, { timeout }) => {
    pending.set(next, { run, timeout })
    return next++
  }
  scope.cancelIdleCallback = (handle) => void pending.delete(handle)
  return {
    pending,
    idle() {
      for (const [handle, { run }] of pending) {
        pending.delete(handle)
        run()
      }
    }
  }
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true })
}

describe('whenIdle', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }))
  afterEach(() => {
    mock.timers.reset()
    delete scope.requestIdleCallback
    delete scope.cancelIdleCallback
  })

  it('waits for an idle moment, and 2 s at the latest', () => {
    const browser = fakeIdleCallbacks()
    let ran = 0
    whenIdle(() => ran++)
    assert.equal(ran, 0)
    assert.deepEqual(
      [...browser.pending.values()].map((call) => call.timeout),
      [2000]
    )
    browser.idle()
    assert.equal(ran, 1)
  })

  it('runs 200 ms later where the browser has no requestIdleCallback (Safari)', () => {
    let ran = 0
    whenIdle(() => ran++)
    mock.timers.tick(199)
    assert.equal(ran, 0)
    mock.timers.tick(1)
    assert.equal(ran, 1)
  })

  it('never runs once cancelled, with or without requestIdleCallback', () => {
    let ran = 0
    whenIdle(() => ran++)()
    mock.timers.tick(500)
    const browser = fakeIdleCallbacks()
    whenIdle(() => ran++)()
    browser.idle()
    assert.equal(ran, 0)
  })
})

describe('afterPageLoad', () => {
  afterEach(() => {
    setReadyState('complete')
    delete scope.requestIdleCallback
    delete scope.cancelIdleCallback
  })

  it('waits for the load event, then for an idle moment', () => {
    const browser = fakeIdleCallbacks()
    setReadyState('loading')
    let ran = 0
    afterPageLoad(() => ran++)
    browser.idle()
    assert.equal(ran, 0, 'nothing runs before the page has loaded')
    window.dispatchEvent(new window.Event('load'))
    assert.equal(ran, 0, 'the load event alone is not a quiet moment')
    browser.idle()
    assert.equal(ran, 1)
  })

  it('runs at the next idle moment when the page has already loaded (a client-side navigation)', () => {
    const browser = fakeIdleCallbacks()
    let ran = 0
    afterPageLoad(() => ran++)
    browser.idle()
    assert.equal(ran, 1)
  })

  it('never runs once cancelled, before or after the load event', () => {
    const browser = fakeIdleCallbacks()
    setReadyState('loading')
    let ran = 0
    afterPageLoad(() => ran++)()
    window.dispatchEvent(new window.Event('load'))
    browser.idle()
    const cancel = afterPageLoad(() => ran++)
    window.dispatchEvent(new window.Event('load'))
    cancel()
    browser.idle()
    assert.equal(ran, 0)
  })
})
