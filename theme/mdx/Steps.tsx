import type { ReactNode } from 'react'

/** Numbered steps: each `###` heading inside starts a step (numbered by CSS counters). */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="vnv-steps">{children}</div>
}
