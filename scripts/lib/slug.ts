/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold (slugs that would clash get a number). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

/** 'Version 1.2 — Beta' → 'version-1-2-beta': lower case, accents dropped, every run of other characters one hyphen. */
export function plainSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
