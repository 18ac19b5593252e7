/** A list as a sentence says it: "a", "a and b", "a, b and c" ('' for none). */
export const listInWords = (items: string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')
