/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold (slugs that would clash get a number). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}
