/**
 * Strings in code-unit order: the same on every machine and in every browser, where `localeCompare`
 * depends on the locale (and loads an ICU collator). For sort().
 */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
