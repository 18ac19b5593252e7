/** Schemes a link or image written by an author may use: the rest (javascript:, data:, vbscript:…) can run code. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto'])

/**
 * Whether a URL is safe to put in an href or src: a relative URL, or one of the safe schemes. Browsers
 * ignore tabs, newlines and control characters inside a scheme (`java\tscript:`), so this does too.
 */
export function hasSafeScheme(url: string): boolean {
  const scheme = url.replace(/[\u0000-\u0020]/g, '').match(/^([a-z][a-z0-9+.-]*):/i)?.[1]
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase())
}
