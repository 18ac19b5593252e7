/**
 * The request builder on a real operation page: what the reader types shows
 * up in every code sample, the token is kept out of storage and the URL, and
 * nothing is sent anywhere while typing.
 */
import { seriousViolations } from './a11y'
import { BASE, expect, test, url, waitForHydration } from './fixtures'

const OPERATION = '/docs/rest/microsoft/sp-sites-lists-folders-update-one-file-by-folder/'
const SESSION = 'sess-e2e-42'
const TOKEN = 'tok-SECRET-9f'

test('typed parameters and token appear in curl, JavaScript, Python and another language; the token stays in the page', async ({
  page
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(url(OPERATION))
  await waitForHydration(page)
  const origin = new URL(page.url()).origin

  const samples = page.locator('h2:has-text("Code samples") ~ div').first()
  await samples.getByText('Fill in your values').click()
  const form = samples.locator('form')
  const clientId = form.getByLabel(/^clientId/)
  await expect(clientId).toBeVisible()
  // Labelled by the parameter's name, marked required, its type shown.
  await expect(form.locator(`label[for="${await clientId.getAttribute('id')}"]`)).toContainText(/clientId\s*required\s*Path · ClientId/)
  await clientId.fill(SESSION)
  const token = form.getByLabel(/^Token/)
  await expect(token).toHaveAttribute('type', 'password')
  await token.fill(TOKEN)
  await form.getByRole('button', { name: 'Show' }).click()
  await expect(token).toHaveAttribute('type', 'text')

  const tabs = samples.getByRole('tab')
  await expect(tabs).toHaveText(['curl', 'JavaScript (fetch)', 'Python (requests)'])
  for (let i = 0; i < 3; i++) {
    await tabs.nth(i).click()
    const panel = samples.getByRole('tabpanel')
    await expect(panel).toContainText(`/clients/${SESSION}/`)
    await expect(panel).toContainText(TOKEN)
  }
  await samples.getByLabel('More languages').selectOption('Go (net/http)')
  const go = samples.locator('.vnv-request__more pre')
  await expect(go).toContainText('http.NewRequest')
  await expect(go).toContainText(`/clients/${SESSION}/`)
  await expect(go).toContainText(TOKEN)
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

test('a relative server: the samples show {baseUrl} until the reader types a base URL', async ({ page }) => {
  await page.goto(url('/docs/rest/database/get-database/'))
  await waitForHydration(page)
  const samples = page.locator('h2:has-text("Code samples") ~ div').first()
  await samples.getByText('Fill in your values').click()
  await samples.getByLabel('Server', { exact: true }).selectOption({ label: '/' })
  await expect(samples.getByRole('tabpanel')).toContainText('{baseUrl}/')
  await samples.getByLabel(/^Base URL/).fill('https://vnv.mine.example')
  await expect(samples.getByRole('tabpanel')).toContainText('https://vnv.mine.example/')
  await expect(samples.getByRole('tabpanel')).not.toContainText('{baseUrl}')
})
