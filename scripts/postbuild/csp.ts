/**
 * The Content-Security-Policy of each exported page, as a <meta> at the top of its <head> (static hosts
 * cannot set headers; deploy/nginx.conf adds what a <meta> cannot: frame-ancestors). Scripts: the site's
 * own files and the page's inline scripts by hash, never 'unsafe-inline' or 'unsafe-eval' (the live
 * examples' eval runs in their sandboxed frame, a document of its own); 'wasm-unsafe-eval' lets the
 * search index's WebAssembly run. Styles allow inline ones: React's style attributes and Mermaid's SVG
 * need them. Pure functions: the file system work is in postbuild.ts.
 */
import { createHash } from 'node:crypto'

/** Inline scripts the browser runs (no src, a JavaScript type or none): `<script id="__NEXT_DATA__" type="application/json">` is data. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => {
      const type = attributes.match(/\stype="([^"]*)"/)?.[1]
      return type === undefined || type === '' || /^(text|application)\/javascript$|^module$/i.test(type)
    })
    .map(([, , body]) => body)
}

export function contentSecurityPolicy(html: string): string {
  const hashes = inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Spec descriptions and posts may show images from the web.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'"
  ].join('; ')
}

/** The page with its policy as the first element of <head>: a <meta> policy covers only what follows it. */
export function withContentSecurityPolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}">`
  const charset = html.match(/<head[^>]*>\s*<meta charset="[^"]*"\s*\/?>/i)
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`)
  return html.replace(/<head([^>]*)>/i, `<head$1>${meta}`)
}
