const clean = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route)

/** True when both name the same page (trailing slashes ignored). */
export const isSameRoute = (a: string, b: string): boolean => clean(a) === clean(b)

/** True when `route` is `base` or a page below it (trailing slashes ignored). */
export function isRouteWithin(route: string, base: string): boolean {
  const r = clean(route)
  const b = clean(base)
  return r === b || r.startsWith(b + '/')
}
