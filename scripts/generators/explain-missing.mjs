// The one answer to "a file another generator writes is missing" (an install that skipped its scripts, a
// generator run on its own): one line naming the file and `npm run generate`, instead of a stack trace.
// Preloaded by every generator command (package.json gen:*, run.ts) for imports that fail while the
// generator loads, and used by runAsCommand and the navigation's _meta reader for errors they catch.
// Plain JavaScript: it loads before tsx.

/** The one-line message when `error` is a missing generated file (an import or a read), else undefined. */
export function missingInputMessage(error) {
  const message = String(error?.message ?? '')
  if (['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(error?.code) && /\bgenerated\b/.test(message)) {
    const what = message.match(/['"]([^'"]*\bgenerated\b[^'"]*)['"]/)?.[1] ?? 'generated/'
    const from = message.match(/imported from (\S+)/)?.[1]
    return `${what}${from ? ` (imported by ${from})` : ''} is missing: another generator writes it. Run npm run generate first.`
  }
  if (error?.code === 'ENOENT' && /(^|[\\/])generated[\\/]/.test(String(error.path ?? ''))) {
    return `${error.path} is missing: another generator writes it. Run npm run generate first.`
  }
  return undefined
}

process.on('uncaughtException', (error) => {
  console.error(missingInputMessage(error) ?? error?.stack ?? error)
  process.exit(1)
})
