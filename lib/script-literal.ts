/**
 * A value as a JavaScript literal to write inside an inline <script>: JSON with `<` escaped, so a
 * `</script>` or `<!--` in a configured value can neither end the script nor change how it parses.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
