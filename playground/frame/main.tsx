/**
 * The live-example preview document (public/playground/frame.html). It
 * renders the code its parent page sends and reports errors and its height
 * back. Bundled on its own by playground/generator/build-frame.ts.
 */
import '@patternfly/react-core/dist/styles/base.css'
import './frame.css'
import { useContext, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { LiveContext, LivePreview, LiveProvider } from 'react-live'
import { isParentMessage, type FrameMessage } from '../protocol'
import { scopeFor } from './scope'

const query = new URLSearchParams(window.location.search)
const nonce = query.get('nonce') ?? ''
// This document's own origin is opaque (sandbox): messages go to the page's origin only.
const parentOrigin = query.get('parent') ?? ''
const post = (message: FrameMessage) => window.parent.postMessage(message, parentOrigin)
/** The frame's height while a dialog is open, in px: room for PatternFly's modal box and about modal on a phone and a desktop. */
const DIALOG_ROOM = 560

interface Example {
  code: string
  noInline: boolean
  scope: Record<string, unknown>
  revision: number
}

function ErrorReporter() {
  const { error } = useContext(LiveContext)
  useEffect(() => post({ type: 'vnv-playground:result', nonce, error: error ?? null }), [error])
  return null
}

function App() {
  const [example, setExample] = useState<Example | null>(null)
  useEffect(() => {
    let revision = 0
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== parentOrigin || event.source !== window.parent || !isParentMessage(event.data, nonce)) return
      const { code, noInline, mode } = event.data
      document.documentElement.classList.toggle('pf-v6-theme-dark', mode === 'dark')
      const current = ++revision
      try {
        const scope = await scopeFor(code)
        if (current === revision) setExample({ code, noInline, scope, revision: current })
      } catch (error) {
        post({ type: 'vnv-playground:result', nonce, error: `Could not load the example's components: ${(error as Error).message}` })
      }
    }
    window.addEventListener('message', onMessage)
    post({ type: 'vnv-playground:ready', nonce })
    // Measure the content, not the document: PatternFly sizes html/body to the viewport.
    const root = document.getElementById('root')!
    const padding = parseFloat(getComputedStyle(document.body).paddingBottom) || 0
    let last = 0
    const measure = () => {
      // An open dialog (PatternFly's Modal, AboutModal) is put beside the root, fixed over this frame's
      // viewport and as tall as it lets it be: the frame makes room for it, or it is squashed to a strip.
      const dialogOpen = document.querySelector('body > :not(#root) [role="dialog"], body > [role="dialog"]') !== null
      // Nothing drawn yet, before the first report: the page keeps its placeholder's height rather than
      // shrink it and grow it again. Afterwards every height counts (an example that errs draws nothing).
      if (last === 0 && !dialogOpen && root.getBoundingClientRect().height === 0) return
      const content = Math.ceil(root.getBoundingClientRect().bottom + padding)
      const height = dialogOpen ? Math.max(content, DIALOG_ROOM) : content
      if (height !== last) post({ type: 'vnv-playground:height', nonce, height: (last = height) })
    }
    const resize = new ResizeObserver(measure)
    resize.observe(root)
    // Dialogs come and go outside the root (in a container that may stay).
    const portals = new MutationObserver(measure)
    portals.observe(document.body, { childList: true, subtree: true })
    return () => {
      window.removeEventListener('message', onMessage)
      resize.disconnect()
      portals.disconnect()
    }
  }, [])
  if (!example) return null
  return (
    <LiveProvider code={example.code} noInline={example.noInline} scope={example.scope} enableTypeScript>
      <ErrorReporter />
      <LivePreview />
    </LiveProvider>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
