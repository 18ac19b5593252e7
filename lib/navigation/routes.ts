/** True when `route` is `base` or a page below it (trailing slashes ignored). */
export function isRouteWithin(route: string, base: string): boolean {
  const clean = (r: string) => (r.length > 1 ? r.replace(/\/+$/, '') : r)
  const r = clean(route)
  const b = clean(base)
  return r === b || r.startsWith(b + '/')
}
