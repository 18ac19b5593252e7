import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { colorModeInitScript, resolveColorMode, setColorMode } from '../theme/color-mode/color-mode'

const site = { defaultMode: 'light', respectPrefersColorScheme: false } as const

describe('colour mode (theme/color-mode/color-mode.ts)', () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.className = ''
  })

  it('shows the stored choice, else the site default; the OS preference only when the site respects it', () => {
    assert.equal(resolveColorMode('dark', false, site), 'dark')
    assert.equal(resolveColorMode(null, true, site), 'light')
    assert.equal(resolveColorMode('purple', true, site), 'light')
    assert.equal(resolveColorMode(null, true, { ...site, respectPrefersColorScheme: true }), 'dark')
  })

  it('applies the stored choice before paint, from the inline script, under the "theme" key', () => {
    localStorage.setItem('theme', 'dark')
    new Function(colorModeInitScript(site))()
    assert.ok(document.documentElement.classList.contains('dark'))
    assert.equal(document.documentElement.style.colorScheme, 'dark')
    localStorage.removeItem('theme')
    new Function(colorModeInitScript(site))()
    assert.ok(!document.documentElement.classList.contains('dark'))
  })

  it('stores a new choice and applies it at once', () => {
    setColorMode('dark')
    assert.equal(localStorage.getItem('theme'), 'dark')
    assert.ok(document.documentElement.classList.contains('dark'))
    setColorMode('light')
    assert.ok(!document.documentElement.classList.contains('dark'))
  })
})
