import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react'
import { PageActions } from '@/markdown/components/PageActions'
import { usePage } from '../page-context'
import { isListingPage } from '../page/listing'

/** Plain text of a heading's children, for its anchor's accessible name. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return Children.toArray(node).map(textOf).join('')
}

const SIZES = {
  h2: 'vnv-h2',
  h3: 'vnv-h3',
  h4: 'vnv-h4',
  h5: 'vnv-h5',
  h6: 'vnv-h6'
} as const

/** Headings with a hover anchor labelled 'Direct link to {heading}'. */
function createHeading(Tag: keyof typeof SIZES) {
  return function Heading({ children, id, className, ...props }: ComponentProps<typeof Tag>) {
    // The heading of GFM footnotes (remark-rehype marks it `sr-only`) stays visually hidden.
    if (className === 'sr-only')
      return (
        <Tag id={id} className="vnv-sr-only" {...props}>
          {children}
        </Tag>
      )
    // Named by its text alone: otherwise its anchor's label is part of its name, and a screen reader's list of
    // headings reads "Responses Direct link to Responses".
    return (
      <Tag id={id} className={`vnv-heading ${SIZES[Tag]} ${className ?? ''}`} aria-labelledby={id && `${id}--text`} {...props}>
        {id ? <span id={`${id}--text`}>{children}</span> : children}
        {id && (
          <a
            href={`#${id}`}
            className="vnv-heading__anchor"
            aria-label={`Direct link to ${textOf(children)}`}
            title={`Direct link to ${textOf(children)}`}
          >
            {/* The "#" is drawn by CSS: not text of the heading, so copying a heading or indexing it leaves it out. */}
            <span aria-hidden="true" className="vnv-heading__mark" />
          </a>
        )}
      </Tag>
    )
  }
}

/** A page's title, with the page's actions (Copy page, View as Markdown) right under it. */
function Title(props: ComponentProps<'h1'>) {
  const page = usePage()
  return (
    <>
      <h1 {...props} />
      {!isListingPage(page) && <PageActions route={page.route} />}
    </>
  )
}

export const headingComponents = {
  h1: Title,
  h2: createHeading('h2'),
  h3: createHeading('h3'),
  h4: createHeading('h4'),
  h5: createHeading('h5'),
  h6: createHeading('h6')
}
