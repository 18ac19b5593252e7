/**
 * Code blocks: an optional file name, the highlighted code (Shiki, both colour
 * modes in the markup), a word-wrap switch and a copy button. The data-*
 * attributes come from lib/mdx/rehype-code.mjs (or a caller such as the REST
 * reference's code panels). A block wider than its column scrolls sideways, so
 * it fades where it hides code and is a tab stop and a region named for that,
 * as tables are (scroll-fade.ts); one that fits is neither.
 */
import cn from 'clsx'
import { Fragment, useRef, useState, type ComponentProps } from 'react'
import { CopyButton } from './CopyButton'
import { fadeAttributes, scrollRegionAttributes, useHiddenSides } from './scroll-fade'

type PreProps = ComponentProps<'pre'> & {
  'data-filename'?: string
  'data-copy'?: string
  'data-language'?: string
  'data-word-wrap'?: string
}

export function Pre({
  children,
  className,
  'data-filename': filename,
  'data-copy': copy,
  'data-language': language,
  'data-word-wrap': wordWrap,
  ...props
}: PreProps) {
  const pre = useRef<HTMLPreElement>(null)
  const [wrap, setWrap] = useState(false)
  const hidden = useHiddenSides(pre)
  return (
    <div className={cn('vnv-code-block', filename && 'vnv-code-block--titled')}>
      {filename && (
        <div className="vnv-code-block__title">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 2h8l5 5v15H6z M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" />
          </svg>
          <span>{breakableAfter(filename)}</span>
        </div>
      )}
      <div className="vnv-pre-frame vnv-scroll-fade" {...fadeAttributes(hidden)}>
        <pre
          ref={pre}
          {...scrollRegionAttributes(hidden, 'Code, scrolls sideways')}
          data-language={language}
          className={cn('vnv-pre', wrap && 'vnv-pre--wrap', className)}
          {...props}
        >
          {children}
        </pre>
      </div>
      <div className="vnv-code-block__buttons">
        {wordWrap === '' && (
          <button
            type="button"
            className="vnv-code-button"
            aria-pressed={wrap}
            aria-label="Wrap long lines"
            title="Wrap long lines"
            onClick={() => setWrap(!wrap)}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 6h16M4 12h13a3 3 0 010 6h-4m0 0l2-2m-2 2l2 2M4 18h5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
        {copy === '' && <CopyButton text={() => pre.current?.querySelector('code')?.textContent ?? ''} />}
      </div>
    </div>
  )
}

/**
 * A path or a media type (`separator` '/'), or a dotted name ('.'), that wraps on a narrow screen breaks
 * after a separator rather than inside a name.
 */
export function breakableAfter(text: string, separator: '/' | '.' = '/') {
  return text.split(separator === '/' ? /(?<=\/)/ : /(?<=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}

/**
 * Inline code, and the code inside a block (Shiki's lines carry their own colours). Inline code that is a path
 * (`/sessions/{sessionId}/project`) wraps at its slashes.
 */
export function Code({ children, className, ...props }: ComponentProps<'code'> & { 'data-language'?: string }) {
  const isPath = typeof children === 'string' && /^\/\S*\/\S/.test(children)
  return (
    <code className={cn('vnv-code', className)} dir="ltr" {...props}>
      {isPath ? breakableAfter(children) : children}
    </code>
  )
}
