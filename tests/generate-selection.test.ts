/**
 * `npm run generate` after a pull that brings a page: it runs only the generators the page concerns
 * (scripts/generators/selection.ts), and writes exactly what a run of them all writes.
 */
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { isGeneratedOutput, projectFiles } from '../scripts/generators/stamp'

const GENERATE = ['--import', 'tsx', 'scripts/generators/generate-all.ts']

describe('npm run generate after a pull of a page', { timeout: 240_000 }, () => {
  let project: string
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', ...args], { cwd: project, stdio: 'ignore' })
  const generate = (...args: string[]) => {
    // The unit tests' tsconfig is not the project's: the generators run as npm runs them.
    const env = { ...process.env }
    delete env.TSX_TSCONFIG_PATH
    const run = spawnSync(process.execPath, [...GENERATE, ...args], { cwd: project, env, encoding: 'utf8' })
    assert.equal(run.status, 0, run.stdout + run.stderr)
    return run.stdout
  }
  const output = () => [...projectFiles(project, isGeneratedOutput)].sort()

  before(() => {
    // The project as committed and as edited now (tracked and new files, not what git ignores), in a repository of its own.
    project = mkdtempSync(path.join(tmpdir(), 'generate-selection-'))
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter(Boolean)
    for (const file of files) {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
      try {
        copyFileSync(file, path.join(project, file))
      } catch {
        // Deleted in the work tree, not yet in git.
      }
    }
    symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'))
    git('init', '-q')
    git('add', '-A')
    git('commit', '-q', '-m', 'the project')
  })
  after(() => rmSync(project, { recursive: true, force: true }))

  it('runs the docs index, page sources, navigation and the twins only, and writes what a full run writes', () => {
    generate()
    appendFileSync(path.join(project, 'pages/docs/Tutorial/intro.mdx'), '\n## A section a pull brought\n\nIts text.\n')
    git('commit', '-q', '-am', 'a page edited')

    const selective = generate()
    assert.match(
      selective,
      /site configuration, code colours, REST reference, blog lists, diagram renderer, playground frame left as they are/
    )
    assert.match(selective, /generate: 4 generators in/)
    const afterPull = output()
    assert.match(readFileSync(path.join(project, 'public/_markdown/docs/Tutorial/intro.md'), 'utf8'), /## A section a pull brought/)

    const full = generate('--force')
    assert.match(full, /generate: 10 generators in/)
    assert.deepEqual(afterPull, output(), 'every generated file as a full run writes it')
  })
})
