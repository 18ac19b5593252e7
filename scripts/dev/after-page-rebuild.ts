/**
 * A saved page shows sooner when Next rebuilds it alone. An edit of a page's MDX makes Next recompile
 * it, and also runs the generators that read pages (docs tags and categories, page sources,
 * navigation). On two cores those runs slowed Next's rebuild.
 *
 * So after such an edit the loop's generators wait until Next says its rebuild has ended, or at most
 * `maxMs` (a page no open browser shows is not rebuilt, and Next says nothing). What they change (a new
 * title in the sidebar, a tag page) follows the page's text instead of coming with it. Five alternating
 * starts each, with nothing to generate, four MDX edits each: the first edit showed in 0.56–0.70 s with
 * the wait and in 0.73–0.87 s without; later ones in 0.41–0.57 s and 0.39–0.63 s.
 *
 * Only an edit of the page the writer has open holds them: the page served last (last-page.mjs). Next
 * rebuilds no other, and a post edited while its blog list is open would have held the list's
 * generator for the whole `maxMs`. A page added or removed holds nothing either: no browser shows it
 * yet, and its sidebar link is what the writer waits for.
 */
import { plainLine } from './output-lines'
import type { FileChange } from './watch-loop'

/** Pages Next compiles itself: an edit of one makes Next rebuild whichever open page shows it. */
const PAGE_FILE = /^pages\/.+\.mdx?$/
/** Next's lines that end a compile: done, failed, or done with warnings (next/dist/build/output/store.js). */
const COMPILE_ENDED = /^\s*(✓ Compiled\b|⨯ |⚠ )/

/** Whether a line of Next's output says that a compile has ended. */
export const compileEnded = (line: string): boolean => COMPILE_ENDED.test(plainLine(line))

export class AfterPageRebuild {
  private held: { done: Promise<void>; release: () => void } | undefined

  constructor(
    /** Whether a page's file (relative, `/`-separated) is the one the writer has open. */
    private readonly isShown: (file: string) => boolean,
    private readonly maxMs = 1000
  ) {}

  /** A watched file changed (relative, `/`-separated): after a page's edit, the generators wait for Next. */
  changed(file: string, change: FileChange) {
    if (change !== 'change' || !PAGE_FILE.test(file) || this.held || !this.isShown(file)) return
    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    const timer = setTimeout(() => this.release(), this.maxMs)
    this.held = { done, release: () => (clearTimeout(timer), release()) }
  }

  /** Next's rebuild has ended: what waited goes on. */
  release() {
    this.held?.release()
    this.held = undefined
  }

  /** Resolves once no page rebuild is awaited. */
  ready(): Promise<void> {
    return this.held?.done ?? Promise.resolve()
  }
}
