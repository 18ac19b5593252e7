import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, it, mock } from 'node:test'
import NProgress from 'nprogress'
import type { Router } from 'next/router'
import { startRouteProgress } from '../lib/client/route-progress'

/** nprogress as the app loads it: a module that resolves on the next microtask. */
const loadBar = () => Promise.resolve(NProgress)
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined)

function fakeRouterEvents() {
  const emitter = new EventEmitter()
  return {
    on: emitter.on.bind(emitter),
    off: emitter.off.bind(emitter),
    emit: emitter.emit.bind(emitter)
  } as unknown as Router['events'] & { emit: (e: string, ...a: unknown[]) => void }
}

describe('route progress bar', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }))
  afterEach(() => mock.timers.reset())

  it('uses the spec settings, once the first navigation has loaded it', async () => {
    const events = fakeRouterEvents()
    const stop = startRouteProgress(events, loadBar)
    events.emit('routeChangeStart', '/docs/', { shallow: false })
    await settle()
    const settings = NProgress.settings as typeof NProgress.settings & { trickleRate: number }
    assert.equal(settings.minimum, 0.08)
    assert.equal(settings.speed, 200)
    assert.equal(settings.trickleRate, 0.02)
    assert.equal(settings.trickleSpeed, 800)
    assert.equal(settings.showSpinner, false)
    stop()
  })

  it('does not show for route changes faster than 200 ms', async () => {
    const events = fakeRouterEvents()
    const stop = startRouteProgress(events, loadBar)
    events.emit('routeChangeStart', '/docs/', { shallow: false })
    await settle()
    mock.timers.tick(150)
    events.emit('routeChangeComplete', '/docs/')
    mock.timers.tick(500)
    await settle()
    assert.equal(NProgress.status, null)
    stop()
  })

  it('shows after 200 ms and finishes on route update', async () => {
    const events = fakeRouterEvents()
    const stop = startRouteProgress(events, loadBar)
    events.emit('routeChangeStart', '/docs/', { shallow: false })
    await settle()
    mock.timers.tick(199)
    await settle()
    assert.equal(NProgress.status, null)
    mock.timers.tick(1)
    await settle()
    assert.ok(NProgress.isStarted())
    assert.ok(document.getElementById('nprogress'), 'the bar is in the page')
    events.emit('routeChangeComplete', '/docs/')
    assert.equal(NProgress.isStarted(), false)
    // nprogress fades out through nested timeouts: advance the clock step by step.
    for (let i = 0; i < 10; i++) mock.timers.tick(200)
    assert.equal(document.getElementById('nprogress'), null, 'the bar is removed once finished')
    stop()
  })

  it('ignores shallow route changes', async () => {
    const events = fakeRouterEvents()
    const stop = startRouteProgress(events, loadBar)
    events.emit('routeChangeStart', '/docs/?tab=2', { shallow: true })
    mock.timers.tick(1000)
    await settle()
    assert.equal(NProgress.status, null)
    stop()
  })
})
