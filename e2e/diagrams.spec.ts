import { expect, test, toggleColourMode, url, waitForHydration } from './fixtures'

/** A page whose diagram (```mermaid) sits below its first section. */
const PAGE = url('/docs/Tutorial/servers/')

test.describe('Mermaid diagrams', () => {
  test('a diagram far down the page is drawn only once the reader scrolls near it', async ({ page }) => {
    const mermaid: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_mermaid/')) mermaid.push(request.url())
    })
    await page.goto(url('/docs/Analysis/reports-analysis/'))
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const diagram = page.locator('main figure.vnv-diagram').first()
    expect(await diagram.evaluate((figure) => figure.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(400)
    await expect(diagram).toHaveAttribute('data-diagram', 'text')
    expect(mermaid).toEqual([])

    await diagram.scrollIntoViewIfNeeded()
    await expect(diagram).toHaveAttribute('data-diagram', 'drawn')
    await expect(diagram.locator('svg')).toContainText('TESTCASE_EXECUTION')
    expect(mermaid.length).toBeGreaterThan(0)
  })

  test('are drawn from the copy under the base path, and drawn again in dark mode', async ({ page }) => {
    const mermaid: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('mermaid')) mermaid.push(new URL(request.url()).pathname)
    })
    await page.goto(PAGE)
    await waitForHydration(page)
    const diagram = page.locator('main figure.vnv-diagram').first()
    await diagram.scrollIntoViewIfNeeded()
    await expect(diagram).toHaveAttribute('data-diagram', 'drawn')
    const drawing = diagram.locator('svg')
    await expect(drawing).toBeVisible()
    // Mermaid's boxes carry the diagram's labels.
    await expect(drawing).toContainText('Proxy server :8080')
    // To a screen reader, one named image, and its text under it, folded.
    await expect(diagram.getByRole('img', { name: 'Diagram; its text follows' })).toBeVisible()
    const text = diagram.locator('details')
    await text.getByText('Diagram as text').click()
    await expect(text.locator('pre')).toContainText('Proxy server :8080')
    expect(mermaid[0]).toBe(url('/_mermaid/mermaid.esm.min.mjs'))
    expect(mermaid.every((path) => path.startsWith(url('/_mermaid/')))).toBe(true)

    const light = await drawing.innerHTML()
    await toggleColourMode(page)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect.poll(async () => (await diagram.locator('svg').innerHTML()) !== light).toBe(true)
    await expect(diagram.locator('svg')).toContainText('Proxy server :8080')
  })

  test('every label fits its box, and a diagram narrower than the column is centred', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const route of ['/docs/Packages/vnv-api-kit/flows/', '/docs/Tutorial/Guides/git-branchs/']) {
      await page.goto(url(route))
      const diagram = page.locator('main figure.vnv-diagram').first()
      await diagram.scrollIntoViewIfNeeded()
      await expect(diagram).toHaveAttribute('data-diagram', 'drawn')
      // Heights in the drawing's own units, before it is scaled to the page.
      const labels = await diagram
        .locator('foreignObject')
        .evaluateAll((boxes: SVGForeignObjectElement[]) =>
          boxes.map((box) => ({ text: box.textContent, room: box.height.baseVal.value, needs: box.firstElementChild!.scrollHeight }))
        )
      expect(labels.length, `${route}: its labels`).toBeGreaterThan(2)
      expect(
        labels.filter((label) => label.needs > label.room + 1),
        `${route}: labels cut at the bottom`
      ).toEqual([])
    }
    const [left, right] = await page
      .locator('main .vnv-diagram__drawing')
      .first()
      .evaluate((drawing) => {
        const [frame, svg] = [drawing.getBoundingClientRect(), drawing.querySelector('svg')!.getBoundingClientRect()]
        return [svg.left - frame.left, frame.right - svg.right]
      })
    expect(right, 'the git-branchs diagram is narrower than the column').toBeGreaterThan(40)
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1)
  })

  test('a drawing too wide for a phone keeps its labels readable: it scrolls sideways, a named region that fades where it hides part', async ({
    page
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url('/docs/Analysis/reports-analysis/'))
    const diagram = page.locator('main figure.vnv-diagram').first()
    await diagram.scrollIntoViewIfNeeded()
    await expect(diagram).toHaveAttribute('data-diagram', 'drawn')
    const scale = await diagram
      .locator('svg')
      .evaluate((svg: SVGSVGElement) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width)
    expect(scale).toBeGreaterThanOrEqual(0.59)
    const frame = diagram.getByRole('region', { name: 'Diagram, scrolls sideways' })
    await expect(frame).toHaveAttribute('tabindex', '0')
    await expect(frame.locator('..')).toHaveAttribute('data-hides-right')
    await expect(frame.getByRole('img', { name: 'Diagram; its text follows' })).toBeVisible()
  })

  test('a page without a diagram never loads Mermaid', async ({ page }) => {
    const mermaid: string[] = []
    page.on('request', (request) => {
      if (/mermaid/i.test(request.url())) mermaid.push(request.url())
    })
    await page.goto(url('/docs/intro/'))
    await waitForHydration(page)
    await page.mouse.wheel(0, 4000)
    await page.waitForLoadState('networkidle')
    expect(mermaid).toEqual([])
  })

  test('without JavaScript, the diagram reads as its text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(PAGE)
      const text = page.locator('main figure.vnv-diagram pre').first()
      await expect(text).toBeVisible()
      await expect(text).toContainText('flowchart LR')
      await expect(text).toContainText('P --> PNP')
    } finally {
      await context.close()
    }
  })
})
