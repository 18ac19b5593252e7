/**
 * npm install's last step (scripts/generators/after-install.mjs): it generates, and never fails the install.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'

const AFTER_INSTALL = path.resolve('scripts/generators/after-install.mjs')

/** Runs the step in a project of its own: empty, or with this project's node_modules when `withModules`. */
function runIn(withModules: boolean) {
  const project = mkdtempSync(path.join(tmpdir(), 'after-install-'))
  try {
    if (withModules) symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'))
    // The unit tests' tsconfig is not the project's: the step runs as npm runs it.
    const env = { ...process.env }
    delete env.TSX_TSCONFIG_PATH
    const run = spawnSync(process.execPath, [AFTER_INSTALL], { cwd: project, env, encoding: 'utf8' })
    return { code: run.status, output: run.stdout + run.stderr }
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
}

describe("npm install's last step generates, and never fails the install", () => {
  it('is what npm runs after an install', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    assert.equal(scripts.postinstall, 'node scripts/generators/after-install.mjs')
  })

  it('runs the generation, prints its problems, and lets the install go on when it fails', () => {
    // A project without sources: every generator fails.
    const { code, output } = runIn(true)
    assert.equal(code, 0)
    assert.match(output, /generate: .* failed/, "the generation's own report")
    assert.match(output, /npm install: the generation failed \(above\), so the install keeps going without it\./)
  })

  it('says why it generated nothing when the generators cannot load (no tsx), without failing', () => {
    const { code, output } = runIn(false)
    assert.equal(code, 0)
    assert.match(output, /npm install: nothing generated, since tsx \(a development dependency\) is not installed\./)
    assert.doesNotMatch(output, /ERR_MODULE_NOT_FOUND/)
  })
})
