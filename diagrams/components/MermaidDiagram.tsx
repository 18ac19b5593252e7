/**
 * A Mermaid diagram (a ```mermaid block, diagrams/remark-diagrams.mjs). The HTML holds the
 * diagram's text, so it reads without JavaScript and for anything that reads the page. Once the
 * diagram comes near the viewport, Mermaid draws it in the current colour mode, and draws it again
 * when the mode changes; the text stays under the drawing, folded. Mermaid is its own browser build,
 * served from public/ beside the site (diagrams/generator/copy-mermaid.ts), so no page's JavaScript
 * lists its chunks.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { withBasePath } from '@/lib/base-path'
import { MERMAID_ENTRY, MERMAID_FOLDER } from '@/diagrams/shared/mermaid-files.mjs'
import type { MermaidConfig, Mermaid } from 'mermaid'
import { fadeAttributes, scrollRegionAttributes, useHiddenSides } from '@/theme/mdx/scroll-fade'

/** Starts drawing a little before the diagram scrolls into view. */
const NEAR_VIEWPORT = '200px'
/** Below this a 16 px label would be under 10 px: a wider drawing scrolls instead of shrinking further. */
const MIN_SCALE = 0.6

let mermaid: Promise<Mermaid> | undefined
/** One download per page; a failed one is forgotten, so the next diagram tries again. */
function loadMermaid(): Promise<Mermaid> {
  mermaid ??= import(/* webpackIgnore: true */ withBasePath(`/${MERMAID_FOLDER}/${MERMAID_ENTRY}`)).then(
    (module: { default: Mermaid }) => module.default,
    (error: unknown) => {
      mermaid = undefined
      throw error
    }
  )
  return mermaid
}

export function mermaidConfig(dark: boolean): MermaidConfig {
  return {
    startOnLoad: false,
    // Labels are text: no HTML, no click handlers.
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
    fontFamily: 'inherit',
    // A diagram that does not parse keeps its text on the page; Mermaid draws no error graphic.
    suppressErrorRendering: true
  }
}

/**
 * Mermaid's own output, drawn from the page's diagram text under securityLevel 'strict' (no HTML from the text).
 * One image to a screen reader, which would read its boxes as loose words without their arrows: the text
 * under it says what connects to what. A drawing fits its column down to MIN_SCALE; a wider one keeps that
 * scale and scrolls sideways, fading where it hides part, as wide tables do.
 */
function Drawing({ svg }: { svg: string }) {
  const frame = useRef<HTMLDivElement>(null)
  const hidden = useHiddenSides(frame)
  useLayoutEffect(() => {
    const drawing = frame.current?.querySelector('svg')
    if (drawing) drawing.style.minWidth = `${Math.round(drawing.viewBox.baseVal.width * MIN_SCALE)}px`
  }, [svg])
  return (
    <div className="vnv-scroll-fade" {...fadeAttributes(hidden)}>
      <div ref={frame} className="vnv-diagram__drawing" {...scrollRegionAttributes(hidden, 'Diagram, scrolls sideways')}>
        <div role="img" aria-label="Diagram; its text follows" dangerouslySetInnerHTML={{ __html: svg }} />
      </div>
    </div>
  )
}

export function MermaidDiagram({ chart }: { chart: string }) {
  const figure = useRef<HTMLElement>(null)
  const [svg, setSvg] = useState<string>()
  // Mermaid needs an id that is a valid CSS selector: React's ids hold colons.
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`

  useEffect(() => {
    const element = figure.current
    if (!element) return
    let drawn = 0
    const draw = async () => {
      const attempt = ++drawn
      const dark = document.documentElement.classList.contains('dark')
      try {
        const library = await loadMermaid()
        library.initialize(mermaidConfig(dark))
        const { svg } = await library.render(id, chart)
        // A mode switched while drawing: only the newest drawing shows.
        if (attempt === drawn) setSvg(svg)
      } catch (error) {
        console.error(`The diagram could not be drawn; its text stays on the page. ${(error as Error).message}`)
      }
    }
    const modes = new MutationObserver(() => void draw())
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return
        near.disconnect()
        void draw()
        modes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
      },
      { rootMargin: NEAR_VIEWPORT }
    )
    near.observe(element)
    return () => {
      drawn++
      near.disconnect()
      modes.disconnect()
    }
  }, [chart, id])

  const text = (
    <pre className="vnv-diagram__text" tabIndex={0}>
      <code>{chart}</code>
    </pre>
  )
  return (
    <figure ref={figure} className="vnv-diagram" data-diagram={svg ? 'drawn' : 'text'}>
      {svg ? (
        <>
          <Drawing svg={svg} />
          <details>
            <summary>Diagram as text</summary>
            {text}
          </details>
        </>
      ) : (
        text
      )}
    </figure>
  )
}
