/**
 * npm install's last step (package.json "postinstall"): `npm run generate`, so that a fresh clone has
 * the generated sources before anything needs them. The first `npm run dev` then finds the project as
 * this generation left it and starts Next alone, the type check and the editor find generated/, and
 * `npm run build` skips the generation (scripts/generators/stamp.ts).
 *
 * It never fails the install: a broken page or spec must not stop anyone from installing. Its problems
 * are printed here, and `npm run dev`, `npm run build` and `npm test` generate again and report them
 * (the last two fail on them). Plain JavaScript, so that it runs, and says why it generated nothing,
 * even where the generators' loader (tsx, a development dependency) is not installed.
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = process.cwd()

/** Whether the generators' loader is installed: not where development dependencies were left out. */
function loaderInstalled() {
  try {
    createRequire(path.join(root, 'package.json')).resolve('tsx')
    return true
  } catch {
    return false
  }
}

if (!loaderInstalled())
  console.warn(
    'npm install: nothing generated, since tsx (a development dependency) is not installed. npm run dev and npm run build generate once it is.'
  )
else {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'generate-all.ts')], {
    cwd: root,
    stdio: 'inherit'
  })
  if (run.status !== 0)
    console.warn(
      '\nnpm install: the generation failed (above), so the install keeps going without it. npm run dev generates when it starts and shows each problem until it is fixed; npm run build and npm test fail on it.'
    )
}
