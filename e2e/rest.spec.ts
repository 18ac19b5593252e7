/**
 * The generated REST reference: an operation page as a reader uses it,
 * search over operations, and the hostile fixture spec (built into test
 * builds only, VNV_REST_FIXTURES=1) proving spec text never runs as code.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../config/site'
import { expect, typeInSearch, test, url, waitForHydration } from './fixtures'
import { OUT } from './site-index'

const OPERATION = '/docs/rest/session/project-commit-project/'

test('an operation page shows method, path, parameters, request body and responses, saying what is not documented', async ({ page }) => {
  await page.goto(url(OPERATION))
  await expect(page.locator('h1')).toHaveText('Commit the session project')
  const header = page.locator('.vnv-operation-header')
  await expect(header).toContainText('POST')
  await expect(header).toContainText('/sessions/{sessionId}/project/commit')
  await expect(page.locator('main table').first()).toContainText('sessionId')
  // The spec lists a request body without documenting it: any media type, no schema, and words that say so.
  await expect(page.locator('main')).toContainText(
    'This operation takes a request body. Its media type, its schema and whether it is required are not documented. The media type */* below stands for any type.'
  )
  await expect(page.locator('.vnv-media__type').first()).toHaveText('Media type: */*')
  await expect(page.locator('main .vnv-schema')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText(/\b(Required|Optional)\./)
  // The samples send a placeholder for that body, and no Content-Type: nothing the spec does not give.
  const curl = page.locator('main pre').filter({ hasText: 'curl --request POST' }).first()
  await expect(curl).toContainText("--data '<request body: not documented>'")
  await expect(curl).not.toContainText('Content-Type')
  // The path parameter has no value in the spec: the samples keep its name, never a value made up from its type.
  await expect(curl).toContainText('/sessions/{sessionId}/project/commit')
  // One response, for any status, described as not documented: no status code or body the sources do not give.
  await expect(page.locator('.vnv-response')).toHaveCount(1)
  await expect(page.locator('.vnv-response .vnv-status')).toHaveText('Any status')
  await expect(page.locator('.vnv-response')).toContainText('The response is not documented.')
  await expect(page.locator('.vnv-response')).not.toContainText('No body')
  // Nothing more to show under it: a plain row, not a disclosure that opens onto nothing.
  await expect(page.locator('details.vnv-response')).toHaveCount(0)
  // The spec the page came from can be downloaded.
  const download = header.getByRole('link', { name: 'session.yaml' })
  const response = await page.request.get(new URL((await download.getAttribute('href'))!, page.url()).href)
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('operationId: Project.commitProject')
})

test('code panels are padded and scroll sideways: no line of a sample, example or type wraps inside a token', async ({ page }) => {
  await page.goto(url(OPERATION))
  const panels = page.locator('main pre.vnv-code-panel')
  expect(await panels.count()).toBeGreaterThan(1)
  for (const panel of await panels.all()) {
    const style = await panel.evaluate((pre) => {
      const code = getComputedStyle(pre.querySelector('code')!)
      return {
        padding: parseFloat(code.paddingLeft),
        whiteSpace: getComputedStyle(pre).whiteSpace,
        overflow: getComputedStyle(pre).overflowX
      }
    })
    expect(style).toEqual({ padding: expect.any(Number), whiteSpace: 'pre', overflow: 'auto' })
    expect(style.padding).toBeGreaterThanOrEqual(12)
  }
})

test('the sidebar names hand-written guides and generated references apart, and a service’s guide and reference link to each other', async ({
  page
}) => {
  await page.goto(url('/docs/rest/overview/'))
  const sidebar = page.locator('.vnv-page__sidebar')
  await expect(sidebar.getByText('Service guides', { exact: true })).toBeVisible()
  await expect(sidebar.getByText('API reference (from the specs)', { exact: true })).toBeVisible()
  const reference = url('/docs/rest/session/infrasoft-vnv-proxy-server/')
  await expect(page.locator('main').getByRole('link', { name: 'Session API' }).first()).toHaveAttribute('href', reference)
  await page.goto(reference)
  await expect(page.locator('main').getByRole('link', { name: 'Session service' }).first()).toHaveAttribute(
    'href',
    url('/docs/rest/overview/')
  )
})

test('named schemas: a body shows its schema in place and links the schemas inside it to their own pages', async ({ page }) => {
  // The site's specs document no body schema; the QUERY fixture (built into test sites) has one, shown in place.
  await page.goto(url('/docs/rest/test-fixture-query/reports-search/'))
  const body = page.locator('.vnv-media .vnv-schema').first()
  await expect(body.locator('.vnv-schema__root')).toContainText('ReportFilter')
  await expect(body.locator('.vnv-schema__name', { hasText: /^status$/ })).toBeAttached()
  // A schema page shows its tree the same way, a named schema inside it as a link to its own page.
  await page.goto(url('/docs/rest/session/schemas/project/'))
  await expect(page.locator('h1')).toHaveText('Project')
  const tree = page.locator('main .vnv-schema').first()
  await expect(tree.locator('.vnv-schema__root')).toContainText('object')
  // ProjectData is a property of Project: a link, not a second tree.
  const link = tree.getByRole('link', { name: 'ProjectData', exact: true }).first()
  await expect(link).toHaveAttribute('href', url('/docs/rest/session/schemas/project-data/'))
  await waitForHydration(page)
  await link.click()
  await expect(page).toHaveURL(url('/docs/rest/session/schemas/project-data/'))
  await expect(page.locator('h1')).toHaveText('ProjectData')
  await expect(page.locator('main .vnv-schema__properties').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Used by' })).toBeVisible()
  await expect(page.locator('main').getByRole('link', { name: 'Schema Project' })).toHaveCount(0)
  await expect(page.locator('main').getByRole('link', { name: 'Project', exact: true })).toHaveAttribute(
    'href',
    url('/docs/rest/session/schemas/project/')
  )
  // The spec's sidebar has a Schemas folder, open on this page, listing every named schema.
  const sidebar = page.locator('.vnv-page__sidebar')
  await expect(sidebar.getByRole('link', { name: 'ProjectData', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'Session', exact: true })).toBeVisible()
})

test('every property of a schema has a link to itself; opened, the link shows that property, inside a closed branch too', async ({
  page
}) => {
  await page.goto(url('/docs/rest/session/schemas/project-node/'))
  await waitForHydration(page)
  // ProjectNode is allOf Node and its own fields: the part's number keeps Node's `type` and its own apart.
  const meta = page.locator('[id="ProjectNode.allOf-2.meta"]')
  await meta.locator('.vnv-schema__name').hover()
  await meta.getByRole('link', { name: 'Direct link to meta' }).click()
  await expect(page).toHaveURL(url('/docs/rest/session/schemas/project-node/#ProjectNode.allOf-2.meta'))
  await expect(page.locator(':target')).toHaveAttribute('id', 'ProjectNode.allOf-2.meta')
  // A body's properties are named after its place: request, response-201.
  await page.goto(url('/docs/rest/test-fixture-hostile/evil-post/'))
  await expect(page.locator('[id="request.name"] .vnv-schema__name')).toHaveText('name')
  await expect(page.locator('[id="response-201.name"] .vnv-schema__name')).toHaveText('name')
  // `site` starts closed: the browser opens it to show the property the address names.
  await page.goto(url('/docs/rest/session/schemas/project-metadata/#ProjectMetadata.allOf-2.site.url'))
  await expect(page.locator('[id="ProjectMetadata.allOf-2.site.url"]')).toBeInViewport()
})

test('code samples target the documented path and copy to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(url(OPERATION))
  await waitForHydration(page)
  const samples = page.locator('h2:has-text("Code samples") ~ div').first()
  const curl = samples.locator('pre').first()
  await expect(curl).toContainText('curl')
  await expect(curl).toContainText('/project/commit')
  await curl.hover()
  await samples.getByRole('button', { name: /copy/i }).first().click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('curl')
  expect(copied).toContain('/project/commit')
})

test('code-sample tabs switch by click and by arrow keys; every sample is in the HTML', async ({ page }) => {
  await page.goto(url(OPERATION))
  const samples = page.locator('h2:has-text("Code samples") ~ div').first()
  // Before hydration, as without JavaScript: all samples are in the page, one shown.
  await expect(samples.getByRole('tabpanel', { includeHidden: true })).toHaveCount(3)
  await waitForHydration(page)
  const tabs = samples.getByRole('tab')
  await expect(tabs).toHaveText(['curl', 'JavaScript (fetch)', 'Python (requests)'])
  await expect(samples.getByRole('tabpanel')).toContainText('curl')
  await tabs.nth(2).click()
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(samples.getByRole('tabpanel')).toContainText('import requests')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(0)).toBeFocused()
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await expect(samples.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tabs.nth(0).getAttribute('id'))!)
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(2)).toBeFocused()
  await expect(samples.getByRole('tabpanel')).toContainText('import requests')
})

test('a focused code-sample tab shows its whole focus ring, inside the row of tabs that scrolls sideways', async ({ page }) => {
  await page.goto(url(OPERATION))
  await waitForHydration(page)
  const tab = page.locator('h2:has-text("Code samples") ~ div').first().getByRole('tab').first()
  await tab.focus()
  const room = await tab.evaluate((element) => {
    const style = getComputedStyle(element)
    const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
    const ring = element.getBoundingClientRect()
    // A scrolling box cuts what it holds at its padding box.
    const row = element.closest('.vnv-tabs__list')!
    const box = row.getBoundingClientRect()
    const [top, left] = [box.top + row.clientTop, box.left + row.clientLeft]
    return {
      visible: element.matches(':focus-visible') && style.outlineStyle !== 'none',
      top: ring.top - out - top,
      left: ring.left - out - left,
      bottom: top + row.clientHeight - (ring.bottom + out)
    }
  })
  expect(room.visible).toBe(true)
  for (const side of ['top', 'left', 'bottom'] as const) expect(room[side], side).toBeGreaterThanOrEqual(0)
})

test('every code sample is in the served HTML without `hidden`, which reader views (and assistants reading through them) drop', async ({
  request
}) => {
  const html = await (await request.get(url(OPERATION))).text()
  const panels = html.match(/<div[^>]*role="tabpanel"[^>]*>/g) ?? []
  expect(panels).toHaveLength(3)
  for (const panel of panels) expect(panel).not.toMatch(/\shidden[\s=>]/)
})

test('the parts of an operation that act on nothing come as HTML: its spec downloads, its links open their page in place', async ({
  page
}) => {
  await page.goto(url(OPERATION))
  await waitForHydration(page)
  await expect(page.locator('.vnv-operation-header [data-static-html] .vnv-operation-header__meta')).toHaveCount(1)
  await expect(page.locator('[data-static-html] .vnv-responses')).toHaveCount(1)
  // A click on the spec's file downloads it: the page stays where it is.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'session.yaml' }).click()])
  expect(download.suggestedFilename()).toBe('session.yaml')
  await expect(page).toHaveURL(new RegExp(`${OPERATION}$`))
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  await page.getByText('Authentication and servers').click()
  await page.getByRole('link', { name: 'What is known about authentication' }).first().click()
  await expect(page).toHaveURL(/\/docs\/rest\/#authentication$/)
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('an operation that declares no authentication links to what is known about it, on its page and in its twin', async ({
  page,
  request
}) => {
  await page.goto(url(OPERATION))
  await page.getByText('Authentication and servers').click()
  await expect(page.getByText('No authentication declared.').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'What is known about authentication' }).first()).toHaveAttribute(
    'href',
    url('/docs/rest/#authentication')
  )
  const twin = await (await request.get(url(`${OPERATION.replace(/\/$/, '')}.md`))).text()
  expect(twin).toContain(
    `No authentication declared. [What is known about authentication](${siteConfig.url}${url('/docs/rest/#authentication')}).`
  )
})

test('spacing of the reference: a schema box as padded at its top as at its side, responses set off from their heading, the sidebar’s groups from each other', async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(url('/docs/rest/management/schemas/user/'))
  const [top, side] = await page
    .locator('main .vnv-schema')
    .first()
    .evaluate((box) => {
      const [frame, root] = [box.getBoundingClientRect(), box.querySelector('.vnv-schema__root')!.getBoundingClientRect()]
      return [root.top - frame.top, root.left - frame.left]
    })
  expect(Math.abs(top - side), `text ${top} px from the top, ${side} px from the side`).toBeLessThanOrEqual(4)

  await page.goto(url('/docs/rest/session/sessions-get-one-session/'))
  const gap = await page.locator('h2#responses').evaluate((heading) => {
    const next = heading.nextElementSibling!
    return next.getBoundingClientRect().top - heading.getBoundingClientRect().bottom
  })
  expect(gap, 'responses under their heading').toBeGreaterThanOrEqual(16)
  const headerGap = await page.locator('.vnv-operation-header__meta').evaluate((details) => {
    return (
      details.getBoundingClientRect().top -
      details.closest('.vnv-operation-header')!.querySelector('.vnv-operation-header__line')!.getBoundingClientRect().bottom
    )
  })
  expect(headerGap, '"Authentication and servers" right under the method and path').toBeLessThanOrEqual(12)
  const separatorGap = await page
    .locator('.vnv-page__sidebar .vnv-sidebar__separator')
    .nth(1)
    .evaluate((separator) => {
      return separator.getBoundingClientRect().top - separator.previousElementSibling!.getBoundingClientRect().bottom
    })
  expect(separatorGap, 'a sidebar group’s heading under the entry above it').toBeGreaterThanOrEqual(16)
})

test('from 1280 px, the code samples sit beside the reference and stay in view while it scrolls; the contents become the bar', async ({
  page
}) => {
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!
  // A low window: far enough down the page, "Back to top" shows.
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto(url('/docs/rest/test-fixture-query/reports-search/'))
  await waitForHydration(page)
  // The operation's description spans both; under it, each column starts with a heading, level with the other.
  const reference = await box('.vnv-operation-columns > :first-child > :first-child')
  const samples = await box('#code-samples')
  expect(await page.locator('.vnv-operation-columns > :first-child > :first-child').evaluate((first) => first.tagName)).toBe('H2')
  expect(Math.abs(samples.y - reference.y)).toBeLessThan(2)
  expect(samples.x).toBeGreaterThan(reference.x + reference.width)
  // The table of contents gives its column to them and becomes the bar phones have.
  await expect(page.locator('.vnv-page__toc')).toBeHidden()
  const bar = page.locator('.vnv-toc-disclosure')
  await expect(bar).toBeVisible()
  // Reading the description, the bar names no section; a jump to the samples names them.
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(page.locator('.vnv-toc-disclosure__current')).toHaveCount(0)
  await page.evaluate(() => (location.hash = '#code-samples'))
  await expect(page.locator('.vnv-toc-disclosure__current')).toHaveText('Code samples')
  // Far down the reference, the samples are still in view, below the bar, which names the section being read.
  await page.locator('#responses').evaluate((heading) => heading.scrollIntoView())
  await expect(page.locator('.vnv-toc-disclosure__current')).toHaveText('Responses')
  const panel = page.locator('.vnv-operation-samples .vnv-request')
  await expect(panel.locator('pre').first()).toBeInViewport()
  expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)
  // Scrolling back up brings the navbar and "Back to top": the bar moves down, and neither covers the samples.
  await page.evaluate(() => window.scrollBy(0, -150))
  await expect(page.locator('.vnv-navbar-container--hidden')).toHaveCount(0)
  const back = page.getByRole('button', { name: 'Back to top' })
  await expect(back).toBeInViewport({ ratio: 1 })
  await expect
    .poll(async () => (await panel.boundingBox())!.y - ((await bar.boundingBox())!.y + (await bar.boundingBox())!.height))
    .toBeGreaterThanOrEqual(0)
  const [shown, button] = [(await panel.boundingBox())!, (await back.boundingBox())!]
  expect(shown.y + shown.height).toBeLessThanOrEqual(button.y)
  // The panel scrolls when it must; its edges leave the focus rings of its controls whole (2 px outline, 2 px apart).
  const fill = (await panel.getByRole('button', { name: 'Fill in your values' }).boundingBox())!
  expect(fill.x - shown.x).toBeGreaterThanOrEqual(4)
  // A phone reads them after the responses, in one column.
  await page.setViewportSize({ width: 390, height: 844 })
  const responses = await box('#responses')
  const below = await box('#code-samples')
  expect(below.y).toBeGreaterThan(responses.y)
  expect(below.x).toBe(responses.x)
  // Each sample's tab shows whole, none cut at the row's edge.
  const tabs = page.locator('h2:has-text("Code samples") ~ div').first().getByRole('tablist')
  await tabs.scrollIntoViewIfNeeded()
  expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0)
  await expect(tabs.getByRole('tab')).toHaveText(['curl', 'JavaScript (fetch)', 'Python (requests)'])
})

test('the sidebar groups a spec’s operations by tag', async ({ page }) => {
  await page.goto(url(OPERATION))
  const sidebar = page.locator('.vnv-page__sidebar')
  // Tag separators, each followed by its operations (each with its method), in the spec's tag order.
  await expect(sidebar).toContainText(
    /Sessions\s*GET\s*List sessions[\s\S]*Project\s*GET\s*Get the session project[\s\S]*POST\s*Commit the session project[\s\S]*Nodes\s*GET\s*List the nodes/
  )
  await expect(sidebar.getByRole('link', { name: 'Commit the session project' })).toHaveAttribute('aria-current', 'page')
})

test('the operation header says what authentication the operation asks for without opening its details', async ({ page }) => {
  await page.goto(url('/docs/rest/database/get-database/'))
  await expect(page.locator('.vnv-operation-header__meta > summary')).toHaveText('Authentication and servers · api_key')
  await page.goto(url(OPERATION))
  await expect(page.locator('.vnv-operation-header__meta > summary')).toHaveText('Authentication and servers · no authentication declared')
})

test('sidebar links to operations show their method in the method’s colour; other links show none', async ({ page }) => {
  await page.goto(url(OPERATION))
  const sidebar = page.locator('.vnv-page__sidebar')
  const badgeOf = (name: string) => sidebar.getByRole('link', { name }).locator('.vnv-sidebar__badge')
  const colourOf = (name: string) => badgeOf(name).evaluate((badge) => getComputedStyle(badge).backgroundColor)
  await expect(badgeOf('Commit the session project')).toHaveText('POST')
  // Shortened on screen, spelled out to a screen reader.
  await expect(badgeOf('Delete a session').locator('[aria-hidden="true"]')).toHaveText('DEL')
  await expect(sidebar.getByRole('link', { name: 'DELETE Delete a session', exact: true })).toBeVisible()
  await expect(badgeOf('Update a session')).toHaveText('PUT')
  // Badges of one width: the titles start in one column.
  const titleStarts = await sidebar
    .locator('.vnv-sidebar__badge + .vnv-sidebar__title')
    .evaluateAll((titles) => titles.map((title) => Math.round(title.getBoundingClientRect().left)))
  expect(titleStarts.length).toBeGreaterThan(10)
  expect(new Set(titleStarts).size).toBe(1)
  // The colours of the page's own badges (rest/styles.css): #1d5fb4 for POST, #b42318 for DELETE.
  expect(await colourOf('Commit the session project')).toBe('rgb(29, 95, 180)')
  expect(await colourOf('Delete a session')).toBe('rgb(180, 35, 24)')
  await expect(page.locator('.vnv-method').first()).toHaveCSS('background-color', 'rgb(29, 95, 180)')
  await expect(badgeOf('Introduction')).toHaveCount(0)
  await expect(badgeOf('Changelog')).toHaveCount(0)
})

test('schema trees open and close after hydration, and render on client-side navigation too', async ({ page }) => {
  // Loaded directly: the tree is the exported HTML, hydrated. (A property that is a named schema is a
  // link to its page; one written in place, like this list, opens in the tree.)
  await page.goto(url('/docs/rest/session/schemas/project-configuration/'))
  await waitForHydration(page)
  const tree = page.locator('.vnv-schema').first()
  const modules = tree
    .locator('details')
    .filter({ has: page.locator('summary > .vnv-schema__name', { hasText: /^modules$/ }) })
    .first()
  await expect(modules).toHaveAttribute('open', '')
  await expect(modules.getByText('Application modules of the project', { exact: false }).first()).toBeVisible()
  await modules.locator('summary').first().click()
  await expect(modules).not.toHaveAttribute('open')
  await expect(modules.getByText('Application modules of the project', { exact: false }).first()).toBeHidden()
  await modules.locator('summary').first().click()
  await expect(modules).toHaveAttribute('open', '')
  // Reached by a link inside the app: rendered by React in the browser, same tree.
  await page.locator('.vnv-page__sidebar').getByRole('link', { name: 'Project', exact: true }).click()
  await expect(page.locator('h1')).toHaveText('Project')
  await expect(page.locator('.vnv-schema__root').first()).toContainText('object')
  await expect(page.locator('.vnv-schema__name', { hasText: /^self$/ }).first()).toBeAttached()
})

test('a long operation page hydrates in slices: the browser gets to run other work before hydration ends', async ({ page }) => {
  // A phone-class CPU, so hydration is long enough to need several slices on any machine.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // Next marks 'beforeRender' just before it hydrates. The page's parts (sidebar, content, table of
  // contents) are Suspense boundaries that React hydrates after the frame, in document order; the table
  // of contents comes last. From the mark, a message loop counts the turns the browser gives it until
  // React has hydrated a link of the table of contents (it then carries React's fiber key).
  await page.addInitScript(() => {
    const probe = { turns: 0, hydrated: false, started: false }
    Object.assign(window, { vnvHydrationProbe: probe })
    const tocHydrated = () => {
      const link = document.querySelector('.vnv-page__toc a')
      return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactFiber$')))
    }
    const mark = performance.mark.bind(performance)
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'beforeRender' && !probe.started) {
        probe.started = true
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          if (tocHydrated()) return void (probe.hydrated = true)
          probe.turns++
          channel.port2.postMessage(null)
        }
        channel.port2.postMessage(null)
      }
      return mark(name, options)
    }
  })
  await page.goto(url(OPERATION))
  type Probe = { vnvHydrationProbe: { turns: number; hydrated: boolean } }
  await page.waitForFunction(() => (window as unknown as Probe).vnvHydrationProbe.hydrated)
  // Hydrating in one task, the loop gets one turn at most: the one queued before React starts.
  expect(await page.evaluate(() => (window as unknown as Probe).vnvHydrationProbe.turns)).toBeGreaterThan(2)
  await waitForHydration(page)
})

test('the specs page: one box per spec, apart from each other, still under hover; servers listed only where a spec has some', async ({
  page
}) => {
  await page.goto(url('/docs/openapi/'))
  const cards = page.locator('main .vnv-spec-card')
  const boxes = await cards.evaluateAll((all) =>
    all.map((card) => card.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom }))
  )
  expect(boxes.length).toBeGreaterThan(4)
  const intro = await page.locator('main .vnv-spec-list').evaluate((list) => list.previousElementSibling!.getBoundingClientRect().bottom)
  expect(boxes[0].top - intro).toBeGreaterThanOrEqual(12)
  for (let i = 1; i < boxes.length; i++) expect(boxes[i].top - boxes[i - 1].bottom).toBeGreaterThanOrEqual(12)
  await cards.first().hover()
  await expect(cards.first()).toHaveCSS('box-shadow', 'none')
  const database = cards.filter({ has: page.getByRole('heading', { name: 'VnV Database API' }) })
  await expect(database).toContainText('Servers:')
  const serverless = cards.filter({ has: page.getByRole('heading', { name: /nested tags/i }) })
  await expect(serverless).toHaveCount(1)
  await expect(serverless).not.toContainText('Servers:')
})

test('search finds an operation by its summary', async ({ page }) => {
  await page.goto(url('/docs/rest/'))
  await waitForHydration(page)
  const { results } = await typeInSearch(page, 'Commit the session project')
  const hit = results.and(page.locator(`[href^="${url('/docs/rest/session/project-commit-project/')}"]`))
  await expect(hit.first()).toBeVisible()
  await hit.first().click()
  await expect(page.locator('h1')).toHaveText('Commit the session project')
})

test.describe('a hostile spec', () => {
  const HOSTILE = '/docs/rest/test-fixture-hostile/evil-get/'

  test('shows its text literally and runs none of it', async ({ page, request }) => {
    const exists = await request.get(url(HOSTILE))
    expect(exists.status(), 'build with VNV_REST_FIXTURES=1 (npm test does) to include the hostile fixture').toBe(200)
    const blocked: string[] = []
    page.on('dialog', (dialog) => {
      blocked.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(url(HOSTILE))
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const main = page.locator('main')
    // Payloads appear as text. Nextra 3 sets typographic quotes in all prose
    // (remark-smartypants, not configurable), so quotes are compared as straight ones.
    const text = (await main.innerText()).replace(/[‘’]/g, "'").replace(/[“”]/g, '"')
    expect(text).toContain("<script>window.__pwned='summary'</script>")
    expect(text).toContain('Description with {braces}')
    expect(text).toContain("import fake from 'nowhere'")
    expect(text).toContain('{param} | pipe')
    // HTML in descriptions renders through the allow-list: formatting is kept, what runs, loads or styles is gone.
    await expect(main.locator('b', { hasText: 'bold marker' })).toHaveCSS('font-weight', /^(700|800|900|bold)$/)
    await expect(main.locator('i', { hasText: 'italic marker' })).toHaveCSS('font-style', 'italic')
    await expect(main.getByText('styled marker')).toBeVisible()
    await expect(main.locator('a', { hasText: 'js link marker' })).toHaveAttribute('href', /#$/)
    await expect(main.locator('details summary', { hasText: 'Details marker' })).toHaveCount(1)
    await expect(main.locator('b', { hasText: 'component bold' })).toHaveCount(1)
    // The <style> that would hide the page is gone with the rest.
    await expect(page.locator('main')).toBeVisible()
    // "Was this page helpful?" → No: the one link that carries the page's title, as data in the query of
    // a new issue on the source repository (checked below), so it is the one href not searched for payloads.
    const feedback = main.getByRole('link', { name: /^No, open an issue/ })
    expect(
      await main.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes]
            .filter(
              // Attribute values that are only data (a code sample's data-language) may hold the text of a payload.
              (a) =>
                /^on/i.test(a.name) ||
                (['href', 'src', 'srcdoc'].includes(a.name) &&
                  /javascript:|__pwned/i.test(a.value) &&
                  !(el.matches('a.vnv-feedback__answer') && a.name === 'href')) ||
                (a.name === 'class' && a.value.includes('nx-hidden'))
            )
            .map((a) => `${el.tagName} ${a.name}`)
        )
      )
    ).toEqual([])
    const issue = new URL((await feedback.getAttribute('href'))!)
    expect(`${issue.origin}${issue.pathname}`).toBe(`${siteConfig.source!.repository}/issues/new`)
    expect([...issue.searchParams.keys()]).toEqual(['title', 'body'])
    expect(issue.searchParams.get('title')).toContain("<script>window.__pwned='summary'</script>")
    expect(await main.locator('iframe, style, svg circle, [style*="display:none"], [style*="display: none"]').count()).toBe(0)
    // Text rendered by the components, some of it inside closed <details> (textContent, which innerText skips).
    const all = (await main.textContent()) ?? ''
    expect(all).toContain('Server  {srv}')
    expect(all).toContain("{x} <script>window.__pwned='default'</script>")
    expect(all).toContain('Scheme  {scheme}')
    expect(all).toContain('OK  {r}')
    expect(all).toContain('Header  {h}')
    expect(all).toContain("</code></pre><script>window.__pwned='source'</script> {src}")
    // Markdown in those descriptions renders (`sc` is code).
    await expect(main.locator('.vnv-operation-header code', { hasText: /^sc$/ })).toHaveCount(1)
    // Fences in a description are plain code whatever their meta: no live example, diagram, type check,
    // package-manager tabs or file title, and their code shows as written.
    expect(all).toContain("<button onClick={() => { window.__pwned = 'live' }}>Run me</button>")
    expect(all).toContain('graph TD; Hostile-->Diagram')
    expect(all).toContain('npm install hostile-package')
    expect(all).not.toContain('yarn add hostile-package')
    expect(all).not.toContain('hostile.js')
    await expect(main.locator('.vnv-playground, [id^="mermaid"], .twoslash')).toHaveCount(0)
    // …and never as elements or code.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
    expect(blocked).toEqual([])
    expect(await main.locator('script, img[onerror], a[href^="javascript:"]').count()).toBe(0)
  })

  test('its request body, shared response and named example are inert too', async ({ page }) => {
    await page.goto(url('/docs/rest/test-fixture-hostile/evil-post/'))
    await waitForHydration(page)
    const main = page.locator('main')
    await expect(main.locator('h1')).toHaveText('No summary: the first sentence {stands} in.')
    const all = ((await main.textContent()) ?? '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"')
    expect(all).toContain('Request body  {body}')
    expect(all).toContain('Shared response  {shared}')
    expect(all).toContain('Property  {p}')
    expect(all).toContain("{name} <script>window.__pwned='value'</script>")
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
    expect(await main.locator('script, img[onerror], a[href^="javascript:"]').count()).toBe(0)
  })

  test('its introduction page is inert too', async ({ page }) => {
    await page.goto(url('/docs/rest/test-fixture-hostile/overview/'))
    await waitForHydration(page)
    await expect(page.locator('main')).toContainText('export const pwned = 1')
    const all = (await page.locator('main').textContent()) ?? ''
    expect(all).toContain('Licence <img src=x onerror="window.__pwned=\'license\'"> {lic}')
    expect(all).toContain('Server  {srv}')
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
    expect(await page.locator('main').locator('script, img[onerror], a[href^="javascript:"]').count()).toBe(0)
  })
})

test.describe('an OpenAPI 3.2 spec built into the site', () => {
  test('shows a QUERY operation with its own badge, and samples that send QUERY with the body', async ({ page }) => {
    await page.goto(url('/docs/rest/test-fixture-query/reports-search/'))
    await expect(page.locator('.vnv-operation-header .vnv-method')).toHaveText('QUERY')
    await expect(
      page.locator('.vnv-page__sidebar').getByRole('link', { name: 'Search reports' }).locator('.vnv-sidebar__badge')
    ).toHaveText('QUERY')
    await expect(
      page
        .locator('main')
        .getByText(/curl --request QUERY/)
        .first()
    ).toBeAttached()
  })

  test('nests a tag under its parent: a group inside the parent’s group in the sidebar, its pages in a folder', async ({ page }) => {
    await page.goto(url('/docs/rest/test-fixture-nested-tags/dogs/puppies/puppies-list/'))
    await expect(page.locator('main h1')).toHaveText('List puppies')
    const sidebar = page.locator('.vnv-page__sidebar')
    await expect(sidebar).toContainText(/Pets\s*GET\s*List pets[\s\S]*Dogs[\s\S]*List dogs[\s\S]*puppies[\s\S]*List puppies/)
    await expect(sidebar.getByRole('link', { name: 'List puppies' })).toHaveAttribute('aria-current', 'page')
  })

  test('shows a streaming response’s record schema, an example framed as the stream sends it, and samples that read it', async ({
    page
  }) => {
    await page.goto(url('/docs/rest/test-fixture-sse/prices-stream/'))
    await expect(page.locator('.vnv-media__items').first()).toHaveText('Each event:')
    await expect(page.locator('main')).toContainText('event: price')
    await expect(page.locator('main pre').filter({ hasText: 'curl' }).first()).toContainText('curl --no-buffer --request GET')
  })
})

test.describe('pages stay bounded whatever the spec', () => {
  const htmlBytes = (route: string) => statSync(path.join(OUT, route, 'index.html')).size

  test('a 228-character operationId gets a page under a short, hashed path, titled in full', async ({ page }) => {
    const route = '/docs/rest/test-fixture-long-id/sessions-for-the-current-user-projects-by-token-nodes-by-token-structures-76ca62/'
    const response = await page.goto(url(route))
    expect(response?.status()).toBe(200)
    await expect(page.locator('main h1')).toHaveText('Read everything of a session')
    const id = page.locator('.vnv-operation-header__download code')
    await expect(id).toHaveText(/^SessionsForTheCurrentUser\..*\.ReviewsByToken$/)
    expect((await id.textContent())?.length).toBe(228)
    expect(htmlBytes(route)).toBeLessThan(500 * 1024)
  })

  test('one body in 100 media types is shown once, under the list of its types, within the page budget', async ({ page }) => {
    const route = '/docs/rest/test-fixture-media-types/attachments-upload/'
    await page.goto(url(route))
    const body = page.locator('main .vnv-media__type').first()
    await expect(body.locator('code')).toHaveCount(100)
    // The first three show; the others fold away until asked for.
    await expect(body.locator('summary')).toHaveText('and 97 more media types')
    await expect(body.locator('code').nth(3)).toBeHidden()
    await body.locator('summary').click()
    await expect(body.locator('code').nth(3)).toBeVisible()
    await expect(body.locator('code').last()).toHaveText('application/vnd.vnv.attachment.v100+json')
    expect(htmlBytes(route)).toBeLessThan(500 * 1024)
  })
})
