import { methodTone, wireMethod } from '@/rest/shared/http-methods'

/** The HTTP method as a coloured badge (colours meet contrast in both themes); an additional operation's as sent (LINK). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`vnv-method vnv-method--${methodTone(method)}`}>{wireMethod(method)}</span>
}

/** A path with its {parameters} highlighted. */
export function HighlightedPath({ path }: { path: string }) {
  return (
    <code className="vnv-path">
      {path.split(/(\{[^}]+\})/).map((part, i) =>
        part.startsWith('{') ? (
          <span key={i} className="vnv-path__param">
            {part}
          </span>
        ) : (
          part
        )
      )}
    </code>
  )
}
