/**
 * Where "Was this page helpful?" goes: a slot the HTML keeps (so nothing moves), filled once the page
 * has hydrated, with code loaded then. Rendering it only after an effect keeps the hydrated tree equal
 * to the server's whenever the code arrives (next/dynamic without SSR could render it during a late
 * hydration, which React reports as a mismatch).
 */
import { lazy, Suspense } from 'react'
import { useMounted } from '@/theme/hooks/use-mounted'

// 0.8 KB gzip out of every docs page's first load.
const Feedback = lazy(() => import('./Feedback').then((m) => ({ default: m.Feedback })))

export function FeedbackSlot() {
  const hydrated = useMounted()
  return (
    <div className="vnv-feedback-slot">
      {hydrated && (
        <Suspense>
          <Feedback />
        </Suspense>
      )}
    </div>
  )
}
