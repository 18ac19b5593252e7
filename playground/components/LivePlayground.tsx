import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { BASE_PATH } from '@/lib/base-path'
import { FRAME_SANDBOX, frameUrl, isFrameMessage } from '@/playground/protocol'
import { LoadingState } from '@/theme/chrome/Loader'
import { useColorMode, type ColorMode } from '@/theme/color-mode/color-mode'
import { useMounted } from '@/theme/hooks/use-mounted'
import { afterPageLoad } from '@/lib/client/after-page-load'
import type { CodeEditor } from './CodeEditor'

/**
 * The preview runs in its own sandboxed document (public/playground/frame.html, built by
 * playground/generator; playground/protocol.ts): PatternFly's CSS stays out of the site, the site's
 * CSS stays out of the demo, a crashing example cannot break the page, and the code a reader types
 * runs with an opaque origin, away from the site's storage, cookies and page.
 */
function PreviewFrame(props: { code: string; noInline: boolean; mode: ColorMode; title: string; onError: (error: string | null) => void }) {
  const { code, noInline, mode, title, onError } = props
  const ref = useRef<HTMLIFrameElement>(null)
  // getRandomValues, not randomUUID: the site may be previewed over plain http on a LAN address.
  const [nonce] = useState(() =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  )
  const [ready, setReady] = useState(false)
  const [rendered, setRendered] = useState(false)
  const [height, setHeight] = useState(96)
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // A sandboxed frame's messages come from the origin "null": its window and nonce say which frame it is.
      if (event.source !== ref.current?.contentWindow || !isFrameMessage(event.data, nonce)) return
      const message = event.data
      if (message.type === 'vnv-playground:ready') setReady(true)
      if (message.type === 'vnv-playground:result') {
        onError(message.error)
        setRendered(true)
      }
      if (message.type === 'vnv-playground:height') setHeight(Math.min(Math.max(message.height, 48), 2000))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [nonce, onError])
  const sentCode = useRef<string | null>(null)
  useEffect(() => {
    if (!ready) return
    const send = () => {
      sentCode.current = code
      // An opaque origin cannot be named as the target: the message holds only the example's code, shown on the page anyway.
      ref.current?.contentWindow?.postMessage({ type: 'vnv-playground:render', nonce, code, noInline, mode }, '*')
    }
    // The first render and a colour-mode switch go at once; after an edit, a short pause: the example re-renders
    // once the reader stops typing. (Card page, first result after scrolling to it: 1.5 → 1.0 s.)
    if (sentCode.current === null || sentCode.current === code) return send()
    const timer = setTimeout(send, 200)
    return () => clearTimeout(timer)
  }, [ready, nonce, code, noInline, mode])
  const slot = useRef<HTMLDivElement>(null)
  const visible = useShownAfterLoad(slot)
  return (
    <>
      {/* Over the empty frame until its first render: the frame waits for the page's load, then loads PatternFly. */}
      {!rendered && (
        <p className="vnv-playground__pending" aria-hidden="true">
          Loading the example…
        </p>
      )}
      {visible ? (
        <iframe
          ref={ref}
          className="vnv-playground__frame"
          title={`Live example result${title}`}
          sandbox={FRAME_SANDBOX}
          src={frameUrl(BASE_PATH, nonce, window.location.origin)}
          style={{ height }}
        />
      ) : (
        // Until then an empty box of the same size: even without a src, each <iframe> costs the
        // browser a document of its own while the page hydrates.
        <div ref={slot} className="vnv-playground__frame" style={{ height }} />
      )}
    </>
  )
}

/**
 * True once the element is on screen and the page has finished loading: what an example builds in the browser
 * (its result's document, its editor's coloured copy) never competes with the page's own text and scripts.
 * iframe loading="lazy" was not enough: it loads frames well before they scroll into view.
 * Once the reader scrolls, a screen ahead too: the result takes its height before they reach it, so the
 * text they read stays put (a reading of the breakdown page at 390 px: layout shift 0.62 → 0.01). Not before:
 * frames loaded ahead right after the load lengthened its busy time (component page, Lighthouse TBT 30–110 →
 * 100–360 ms).
 */
function useShownAfterLoad(ref: React.RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || shown) return
    let observer: IntersectionObserver | undefined
    const watch = (rootMargin: string) => {
      observer?.disconnect()
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setShown(true)
            observer?.disconnect()
          }
        },
        { rootMargin }
      )
      observer.observe(element)
    }
    const watchAhead = () => watch('100% 0px')
    const cancel = afterPageLoad(() => {
      watch('0px')
      addEventListener('scroll', watchAhead, { once: true, passive: true })
    })
    return () => {
      cancel()
      removeEventListener('scroll', watchAhead)
      observer?.disconnect()
    }
  }, [ref, shown])
  return shown
}

let printRequested = false
function subscribeToPrint(onChange: () => void) {
  const onPrint = () => {
    printRequested = true
    onChange()
  }
  addEventListener('beforeprint', onPrint)
  return () => removeEventListener('beforeprint', onPrint)
}

/**
 * True once the reader has asked to print: printed, every example shows its code as its editor colours it, reached
 * or not. React renders a store's change at once, before the browser lays the page out for print. (flushSync
 * would do it too, but importing react-dom here made Turbopack split the framework chunk: +0.4 KB on every page.)
 */
function usePrintRequested(): boolean {
  return useSyncExternalStore(
    subscribeToPrint,
    () => printRequested,
    () => false
  )
}

/**
 * The editor and its highlighter (Prism), a chunk of their own fetched once the page has loaded:
 * until then, or if it cannot be downloaded, the code shows as the server rendered it.
 */
function useCodeEditor(): { Editor?: typeof CodeEditor; error?: Error } {
  const [loaded, setLoaded] = useState<{ Editor?: typeof CodeEditor; error?: Error }>({})
  useEffect(
    () =>
      afterPageLoad(() => {
        import('./CodeEditor').then(
          ({ CodeEditor: Editor }) => startTransition(() => setLoaded({ Editor })),
          (error: Error) => setLoaded({ error })
        )
      }),
    []
  )
  return loaded
}

/** `section`: the heading the example sits under (lib/mdx/remark-live-code.mjs), which names its editor and result. */
export function LivePlayground({ code: initialCode, noInline = false, section }: { code: string; noInline?: boolean; section?: string }) {
  const named = section ? `: ${section}` : ''
  const original = initialCode.replace(/\s+$/, '')
  const [code, setCode] = useState(original)
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  // Long lines break at the editor's width instead of scrolling sideways, as code blocks' switch does.
  const [wrap, setWrap] = useState(false)
  // useMounted updates in a transition: what the buttons render right after hydration is work
  // React can pause between examples.
  const mounted = useMounted()
  const { Editor, error: editorError } = useCodeEditor()
  const colorMode = useColorMode()
  const mode: ColorMode = mounted && colorMode === 'dark' ? 'dark' : 'light'
  const figure = useRef<HTMLElement>(null)
  // The editor takes the code's place as the example nears the screen, not all at once after the load: eleven
  // examples' coloured copies cost the breakdown page a 24 ms style and layout pass (Lighthouse TBT, median of 7
  // paired runs: 76 → 52 ms).
  // A reader who reaches the code from the keyboard first gets the editor at once, with the focus.
  const near = useShownAfterLoad(figure)
  const [codeReached, setCodeReached] = useState(false)
  const [codeFocused, setCodeFocused] = useState(false)
  const printing = usePrintRequested()
  const showEditor = Editor && (near || codeReached || printing)
  useEffect(() => {
    if (showEditor && codeFocused) figure.current?.querySelector('textarea')?.focus()
  }, [showEditor, codeFocused])
  const copy = async () => {
    await navigator.clipboard.writeText(code)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }
  return (
    <figure ref={figure} className={wrap ? 'vnv-playground vnv-playground--wrap' : 'vnv-playground'} data-playground="">
      <figcaption className="vnv-playground__toolbar">
        <span className="vnv-playground__title">
          Live example<span className="vnv-playground__hint"> — edit the code to change the result</span>
        </span>
        <span className="vnv-playground__actions">
          <button type="button" className="vnv-playground__button" aria-pressed={wrap} onClick={() => setWrap(!wrap)} disabled={!mounted}>
            Wrap long lines
          </button>
          <button type="button" className="vnv-playground__button" onClick={copy} disabled={!mounted}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          <button
            type="button"
            className="vnv-playground__button"
            onClick={() => {
              setCode(original)
              // Reset disables itself: the focus goes to the code it restored, not out of the example.
              figure.current?.querySelector('textarea')?.focus()
            }}
            disabled={!mounted || code === original}
          >
            Reset
          </button>
        </span>
      </figcaption>
      {showEditor ? (
        <Editor code={code} onChange={setCode} dark={mode === 'dark'} wrap={wrap} label={`Code of the live example${named}`} />
      ) : (
        // Until the editor loads and the example nears the screen (or without JavaScript), the code as text: it may
        // scroll sideways, so it takes keyboard focus, as the site's code blocks do (axe: scrollable-region-focusable).
        <pre
          className="vnv-playground__editor"
          tabIndex={0}
          onFocus={() => {
            setCodeReached(true)
            setCodeFocused(true)
          }}
          onBlur={() => setCodeFocused(false)}
        >
          <code>{code}</code>
        </pre>
      )}
      {editorError && <LoadingState error={editorError} />}
      <div className="vnv-playground__result" aria-live="polite">
        <span className="vnv-playground__result-label">Result</span>
        {/* In the server's HTML too: the result's place is kept from the start, so the text below does not move when the page hydrates. */}
        <PreviewFrame code={code} noInline={noInline} mode={mode} title={named} onError={setError} />
        {error && (
          // Said by the result's polite live region: an alert would cut in at every key while the reader types.
          <pre className="vnv-playground__error">{error}</pre>
        )}
      </div>
    </figure>
  )
}
