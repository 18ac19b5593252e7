/** npm install's last step (package.json's postinstall): it generates, and never fails the install. */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }

/** Runs the step as npm does (sh -c), with an `npm` that prints `output` and exits with `code`. */
function runWithNpm(code: number, output: string) {
  const bin = mkdtempSync(path.join(tmpdir(), 'after-install-'))
  try {
    writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "npm $*: ${output}"\nexit ${code}\n`)
    chmodSync(path.join(bin, 'npm'), 0o755)
    const run = spawnSync('sh', ['-c', scripts.postinstall], {
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      encoding: 'utf8'
    })
    return { code: run.status, output: run.stdout + run.stderr }
  } finally {
    rmSync(bin, { recursive: true, force: true })
  }
}

describe("npm install's last step generates, and never fails the install", () => {
  it('runs the generation', () => {
    const { code, output } = runWithNpm(0, 'generated')
    assert.equal(code, 0)
    assert.equal(output.trim(), 'npm run generate: generated')
  })

  it('prints the generation’s problems and lets the install go on when it fails', () => {
    const { code, output } = runWithNpm(1, 'generate: REST reference failed')
    assert.equal(code, 0)
    assert.match(output, /^npm run generate: generate: REST reference failed\n/)
    assert.match(output, /npm install: generation failed \(above\)/)
  })
})
