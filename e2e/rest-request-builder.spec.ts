/**
 * The request builder on operation pages: it opens from its button next to the
 * method and path, checks values as they are typed, what the reader types shows
 * up in every code sample (the token only once asked), the token is kept out of
 * storage and the URL, and nothing is sent anywhere while typing. The token is
 * tested on a fixture API (test sites only): the site's one spec with a token
 * scheme, the database's, has no parameter.
 */
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../config/constants'
import { seriousViolations } from './a11y'
import { BASE, expect, sidewaysScroll, test, url, waitForHydration } from './fixtures'

const GET_SESSION = '/docs/rest/session/sessions-get-one-session/'
const TOKEN_API = '/docs/rest/test-fixture-token'
const UPDATE_WITH_TOKEN = `${TOKEN_API}/sessions-update-one/`
const GET_WITH_TOKEN = `${TOKEN_API}/sessions-get-one/`
// The site's specs document no body schema or media type: a JSON body is checked on the QUERY fixture (test sites only).
const JSON_BODY = '/docs/rest/test-fixture-query/reports-search/'
const SESSION = 'sess-e2e-42'
const TOKEN = 'tok-SECRET-9f'

/** The operation's Code samples section. */
const codeSamples = (page: Page) => page.locator('h2:has-text("Code samples") ~ div').first()

/**
 * Opens "Delete a session" from the sidebar: a client-side navigation to the API's next operation. From the
 * keyboard: a pointer's click could land on the entry above while the page settled (bringing the link into
 * view scrolls the window, the navbar slides back and the sticky sidebar moves down with it).
 */
async function goToDeleteSession(page: Page) {
  await page
    .locator('.vnv-sidebar')
    .getByRole('link', { name: /Delete a session$/ })
    .focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(url('/docs/rest/session/sessions-delete-one-session/'))
}

/** Opens the builder from the operation header's button; returns the builder's region. */
async function openBuilder(page: Page) {
  await waitForHydration(page)
  const button = page.locator('.vnv-operation-header__line').getByRole('button', { name: 'Build the request' })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const builder = page.getByRole('region', { name: 'Build the request' })
  await expect(builder).toBeVisible()
  await expect(builder.locator('form')).toBeVisible()
  return builder
}

test('typed parameters and token appear in curl, JavaScript, Python and another language; the token stays in the page', async ({
  page
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(url(UPDATE_WITH_TOKEN))
  await waitForHydration(page)
  const origin = new URL(page.url()).origin

  const samples = codeSamples(page)
  const form = (await openBuilder(page)).locator('form')
  const sessionId = form.getByLabel(/^sessionId/)
  await expect(sessionId).toBeVisible()
  // Labelled by the parameter's name, marked required, its type shown.
  await expect(form.locator(`label[for="${await sessionId.getAttribute('id')}"]`)).toContainText(/sessionId\s*required\s*Path · string/)
  await sessionId.fill(SESSION)
  // The token: a text field drawn as dots, which password managers leave alone, until shown.
  const token = form.getByLabel(/^Token/)
  await expect(token).toHaveAttribute('type', 'text')
  await expect(token).toHaveAttribute('autocomplete', 'off')
  await expect(token).toHaveAttribute('data-1p-ignore', '')
  await expect(token).toHaveAttribute('data-lpignore', 'true')
  await expect(token).toHaveCSS('-webkit-text-security', 'disc')
  await token.fill(TOKEN)
  await form.getByRole('button', { name: 'Show' }).click()
  await expect(token).toHaveCSS('-webkit-text-security', 'none')
  // The samples carry the token once the reader asks.
  await expect(samples.getByRole('tabpanel')).toContainText('<token>')
  await form.getByLabel('Show token in samples').check()

  const tabs = samples.getByRole('tab')
  await expect(tabs).toHaveText(['curl', 'JavaScript (fetch)', 'Python (requests)'])
  for (let i = 0; i < 3; i++) {
    await tabs.nth(i).click()
    const panel = samples.getByRole('tabpanel')
    await expect(panel).toContainText(`/sessions/${SESSION}`)
    await expect(panel).toContainText(TOKEN)
  }
  await samples.getByLabel('More languages').selectOption('Go (net/http)')
  const go = samples.locator('.vnv-request__more pre')
  await expect(go).toContainText('http.NewRequest')
  await expect(go).toContainText(`/sessions/${SESSION}`)
  await expect(go).toContainText(TOKEN)
  // Its long lines scroll inside the panel: the page itself never scrolls sideways, on a phone either.
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 720 })
  expect(await seriousViolations(page), 'accessibility (axe) with the builder open').toEqual([])

  // The copy button copies what is shown.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await tabs.nth(0).click()
  await samples.getByRole('tabpanel').hover()
  await samples.getByRole('tabpanel').getByRole('button', { name: /copy/i }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(TOKEN)

  // Nothing kept beyond the tab, nothing in the URL.
  expect(page.url()).not.toContain(TOKEN)
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie)
  expect(stored).not.toContain(TOKEN)
  // Every request went to the site itself (pages, scripts, the lazily loaded sample writer), none elsewhere.
  expect(requests.length).toBeGreaterThan(3)
  for (const request of requests) {
    expect(new URL(request).origin, request).toBe(origin)
    expect(new URL(request).pathname.startsWith(`${BASE}/`), request).toBe(true)
    expect(request).not.toContain(TOKEN)
  }
})

test('a language picked under More languages holds on the next operation page and the next visit', async ({ page }) => {
  await page.goto(url(GET_SESSION))
  await waitForHydration(page)
  const samples = codeSamples(page)
  await samples.getByLabel('More languages').selectOption('Go (net/http)')
  await expect(samples.locator('.vnv-request__more pre')).toContainText('http.NewRequest')
  await goToDeleteSession(page)
  const next = codeSamples(page)
  await expect(next.getByLabel('More languages')).toHaveValue('Go (net/http)')
  await expect(next.locator('.vnv-request__more pre')).toContainText('"DELETE"')
  await page.reload()
  await expect(codeSamples(page).getByLabel('More languages')).toHaveValue('Go (net/http)')
  // Chosen away, it is forgotten.
  await codeSamples(page).getByLabel('More languages').selectOption('')
  await page.reload()
  await expect(codeSamples(page).getByLabel('More languages')).toHaveValue('')
})

test('the sample language the reader picks holds on the next operation page', async ({ page }) => {
  await page.goto(url(GET_SESSION))
  await waitForHydration(page)
  const samples = codeSamples(page)
  await samples.getByRole('tab', { name: 'Python (requests)' }).click()
  await goToDeleteSession(page)
  const next = codeSamples(page)
  await expect(next.getByRole('tab', { name: 'Python (requests)' })).toHaveAttribute('aria-selected', 'true')
  await expect(next.getByRole('tabpanel')).toContainText('requests.delete(')
})

test('the session id and token typed on one operation carry over to the next operation of the API, the token still hidden', async ({
  page
}) => {
  await page.goto(url(GET_WITH_TOKEN))
  const builder = await openBuilder(page)
  await builder.getByLabel(/^sessionId/).fill(SESSION)
  await builder.getByLabel(/^Token/).fill(TOKEN)
  await page
    .locator('.vnv-sidebar')
    .getByRole('link', { name: /Delete a fixture session$/ })
    .click()
  await expect(page).toHaveURL(url(`${TOKEN_API}/sessions-delete-one/`))
  // The samples show the carried id before the builder is opened; the token stays a placeholder until asked for.
  const samples = codeSamples(page)
  await expect(samples.getByRole('tabpanel')).toContainText(`/sessions/${SESSION}`)
  await expect(samples.getByRole('tabpanel')).toContainText('<token>')
  const next = await openBuilder(page)
  await expect(next.getByLabel(/^sessionId/)).toHaveValue(SESSION)
  await expect(next.getByLabel(/^Token/)).toHaveValue(TOKEN)
  // An id the reader empties is not carried: the next operation starts untouched there, not in error.
  await next.getByLabel(/^sessionId/).fill('')
  await page
    .locator('.vnv-sidebar')
    .getByRole('link', { name: /Get one fixture session$/ })
    .click()
  await expect(page).toHaveURL(url(GET_WITH_TOKEN))
  const back = await openBuilder(page)
  await expect(back.getByLabel(/^sessionId/)).toHaveValue('')
  await expect(back.getByLabel(/^sessionId/)).not.toHaveAttribute('aria-invalid', 'true')
  // A reload forgets them: they were never stored.
  await page.reload()
  await expect(codeSamples(page).getByRole('tabpanel')).toContainText('/sessions/{sessionId}')
})

test('the server chosen and the base URL typed on one operation carry over to the next operation of the API', async ({ page }) => {
  await page.goto(url(GET_SESSION))
  const builder = await openBuilder(page)
  await builder.getByLabel('Server', { exact: true }).selectOption('/')
  await builder.getByLabel(/^Base URL/).fill('https://vnv.mine.example')
  await goToDeleteSession(page)
  const samples = codeSamples(page)
  await expect(samples.getByRole('tabpanel')).toContainText('https://vnv.mine.example/sessions/{sessionId}')
  const next = await openBuilder(page)
  await expect(next.getByLabel('Server', { exact: true })).toHaveValue('1')
  await expect(next.getByLabel(/^Base URL/)).toHaveValue('https://vnv.mine.example')
})

test('an undocumented body: the field is empty, its marker a hint; the samples keep the marker until the reader types one', async ({
  page
}) => {
  await page.goto(url('/docs/rest/session/project-commit-project/'))
  const builder = await openBuilder(page)
  const body = builder.getByLabel(/^Request body/)
  await expect(body).toHaveValue('')
  await expect(body).toHaveAttribute('placeholder', '<request body: not documented>')
  await expect(builder.getByRole('tabpanel')).toContainText("--data '<request body: not documented>'")
  await body.fill('{"message": "weekly"}')
  await expect(builder.getByRole('tabpanel')).toContainText(`--data '{"message": "weekly"}'`)
})

test('a relative server: the samples show {baseUrl} until the reader types a base URL', async ({ page }) => {
  await page.goto(url('/docs/rest/database/get-database/'))
  await waitForHydration(page)
  const samples = codeSamples(page)
  // The code samples' own button opens the builder under the title and brings it into view.
  await samples.getByRole('button', { name: 'Fill in your values' }).click()
  const builder = page.getByRole('region', { name: 'Build the request' })
  await expect(builder).toBeFocused()
  await expect(builder).toBeInViewport()
  // The spec names one server, relative: nothing to choose, and the samples show {baseUrl}.
  await expect(builder.getByLabel('Server', { exact: true })).toHaveCount(0)
  await expect(samples.getByRole('tabpanel')).toContainText('{baseUrl}/')
  // Half an address is named as such, and the samples keep {baseUrl}.
  const baseUrl = builder.getByLabel(/^Base URL/)
  await baseUrl.fill('https://')
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
  await expect(samples.getByRole('tabpanel')).toContainText('{baseUrl}/')
  await baseUrl.fill('https://vnv.mine.example')
  await expect(baseUrl).not.toHaveAttribute('aria-invalid', 'true')
  await expect(samples.getByRole('tabpanel')).toContainText('https://vnv.mine.example/')
  await expect(samples.getByRole('tabpanel')).not.toContainText('{baseUrl}')
})

test('the builder opens from the button next to the method and path, right under them, and closes there', async ({ page }) => {
  await page.goto(url(GET_SESSION))
  const line = page.locator('.vnv-operation-header__line')
  const builder = await openBuilder(page)
  // Right under the method and path, before the schemas and responses.
  const lineBox = (await line.boundingBox())!
  const builderBox = (await builder.boundingBox())!
  expect(builderBox.y).toBeGreaterThanOrEqual(lineBox.y + lineBox.height)
  expect(builderBox.y - (lineBox.y + lineBox.height)).toBeLessThan(40)
  await expect(builder).toHaveAttribute(
    'id',
    (await line.getByRole('button', { name: 'Build the request' }).getAttribute('aria-controls'))!
  )
  // Its own samples show what the reader types.
  await expect(builder.getByRole('tabpanel')).toContainText('curl --request GET')
  await line.getByRole('button', { name: 'Build the request' }).click()
  await expect(builder).toBeHidden()
})

test('bad JSON in the body: an error with its line and column under the field, tied to it by aria-describedby', async ({ page }) => {
  await page.goto(url(JSON_BODY))
  const builder = await openBuilder(page)
  const body = builder.getByLabel(/^Request body/)
  await expect(body).not.toHaveAttribute('aria-invalid', 'true')
  await body.fill('{"self": ')
  await expect(body).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await body.getAttribute('aria-describedby'))!
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('line 1, column 10: unexpected end, expected a value')
  await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible()
  await expect(builder.locator('form').getByRole('status')).toContainText('1 value needs a look: Request body.')
  await body.fill('{"self": {}}')
  await expect(body).not.toHaveAttribute('aria-invalid', 'true')
  await expect(body).not.toHaveAttribute('aria-describedby', /.+/)
  await expect(builder.locator('form').getByRole('status')).toHaveText('')
})

test('an emptied required parameter: an error under it, and the samples keep {sessionId}, never the bare name', async ({ page }) => {
  await page.goto(url(GET_SESSION))
  const builder = await openBuilder(page)
  const sessionId = builder.getByLabel(/^sessionId/)
  // The spec gives it no value: untouched, it is empty and not yet an error; typed in and emptied, it is.
  await expect(sessionId).toHaveValue('')
  await expect(sessionId).not.toHaveAttribute('aria-invalid', 'true')
  await sessionId.fill(SESSION)
  await sessionId.fill('')
  await expect(sessionId).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`[id="${await sessionId.getAttribute('aria-describedby')}"]`)).toHaveText(
    'Required: the samples show {sessionId} until you fill it in.'
  )
  const samples = codeSamples(page)
  for (const panel of [builder.getByRole('tabpanel'), samples.getByRole('tabpanel')]) {
    await expect(panel).toContainText('/sessions/{sessionId}')
    await expect(panel).not.toContainText('/sessions/sessionId')
  }
  await sessionId.fill(SESSION)
  await expect(sessionId).not.toHaveAttribute('aria-invalid', 'true')
  await expect(samples.getByRole('tabpanel')).toContainText(`/sessions/${SESSION}`)
})

test('the samples show <token> until the reader asks for the token, then the typed one, in every language', async ({ page }) => {
  await page.goto(url(GET_WITH_TOKEN))
  const builder = await openBuilder(page)
  await builder.getByLabel(/^Token/).fill(TOKEN)
  const samples = codeSamples(page)
  const tabs = samples.getByRole('tab')
  for (let i = 0; i < 3; i++) {
    await tabs.nth(i).click()
    await expect(samples.getByRole('tabpanel')).toContainText('<token>')
    await expect(samples.getByRole('tabpanel')).not.toContainText(TOKEN)
  }
  await expect(builder.getByRole('tabpanel')).not.toContainText(TOKEN)
  await builder.getByLabel('Show token in samples').check()
  for (let i = 0; i < 3; i++) {
    await tabs.nth(i).click()
    await expect(samples.getByRole('tabpanel')).toContainText(TOKEN)
    await expect(samples.getByRole('tabpanel')).not.toContainText('<token>')
  }
  await expect(builder.getByRole('tabpanel')).toContainText(TOKEN)
  await builder.getByLabel('Show token in samples').uncheck()
  await expect(builder.getByRole('tabpanel')).not.toContainText(TOKEN)
})

for (const mode of ['light', 'dark'] as const)
  test(`on a 390 px phone (${mode}) the builder fits: no sideways page scroll, every field within the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode])
    await page.goto(url(UPDATE_WITH_TOKEN))
    const builder = await openBuilder(page)
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark)/)
    await builder.getByLabel(/^Token/).fill('x'.repeat(200))
    await builder.getByLabel(/^Request body/).fill(`{"description": "${'long '.repeat(60)}", "n": 1742810400000}`)
    const overflow = await sidewaysScroll(page)
    expect(overflow, 'sideways scroll of the page').toBeLessThanOrEqual(0)
    // (The sample tabs' list scrolls sideways on its own, as on every page with tabs.)
    for (const control of await builder.locator('form').locator('input, select, textarea, button').all()) {
      const box = (await control.boundingBox())!
      expect(box.x, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeLessThanOrEqual(390)
    }
    expect(await seriousViolations(page), 'accessibility (axe) with the builder open').toEqual([])
  })
