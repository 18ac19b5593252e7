/**
 * Exact-text edits of a third-party bundle, for the webpack loaders in this folder.
 * Each edit's text must occur exactly as often as expected, or the build fails naming
 * the file, the text and the loader to update: an edit never half-applies.
 */

/**
 * @typedef {{ why: string, find: string, replace: string, count?: number }} Edit
 * @param {string} source
 * @param {Edit[]} edits
 * @param {string} file shown in errors
 * @param {string} loader the loader to update, shown in errors
 * @returns {string}
 */
function applyEdits(source, edits, file, loader) {
  let patched = source
  for (const edit of edits) {
    const expected = edit.count ?? 1
    const count = patched.split(edit.find).length - 1
    if (count !== expected) {
      throw new Error(
        `${file}: cannot ${edit.why}: expected the text ${JSON.stringify(edit.find)} ${expected === 1 ? 'once' : `${expected} times`}, found it ${count} times. ` +
          `The installed package changed: update ${loader} for its new version.`
      )
    }
    patched = patched.split(edit.find).join(edit.replace)
  }
  return patched
}

module.exports = { applyEdits }
