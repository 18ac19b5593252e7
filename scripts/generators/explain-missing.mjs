// Preloaded by every generator command (package.json gen:*, scripts/generators/run.ts): a generator run
// before the files other generators write exist (an install that skipped its scripts) says which
// command writes them, in one line, instead of a stack trace. Plain JavaScript: it loads before tsx.
process.on('uncaughtException', (error) => {
  const missing = ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(error?.code) && /\bgenerated\b/.test(String(error.message))
  if (!missing) {
    console.error(error?.stack ?? error)
    process.exit(1)
  }
  const what = String(error.message).match(/['"]([^'"]*\bgenerated\b[^'"]*)['"]/)?.[1] ?? 'generated/'
  const from = String(error.message).match(/imported from (\S+)/)?.[1]
  console.error(`${what}${from ? ` (imported by ${from})` : ''} is missing: another generator writes it. Run npm run generate first.`)
  process.exit(1)
})
