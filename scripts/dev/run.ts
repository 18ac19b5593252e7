/**
 * `npm run dev`: generate everything once, start `next dev`, and regenerate
 * what depends on a source the moment it changes, so a spec, post or _meta
 * edit shows up in the running dev server without a restart.
 */
import { spawn, spawnSync } from 'node:child_process'
import { watch } from 'node:fs'
import path from 'node:path'
import { GENERATED_PAGES } from './lib/generated-paths'

interface Generator {
  name: string
  script: string
  /** Folders watched (recursively) for this generator. */
  sources: string[]
  /** Paths this generator (or another) writes: changes there never trigger a run. */
  ignore?: RegExp
}

const generators: Generator[] = [
  { name: 'gen:config', script: 'scripts/config/generate.ts', sources: ['config'] },
  { name: 'gen:rest', script: 'rest/generator/generate.ts', sources: ['openapi'] },
  { name: 'gen:blog', script: 'blog/generator/generate.ts', sources: ['blog/shared', 'pages/blog'], ignore: GENERATED_PAGES },
  { name: 'docs-index', script: 'docs-index/generator/generate.ts', sources: ['pages/docs', 'content'], ignore: GENERATED_PAGES },
  { name: 'gen:playground', script: 'playground/generator/build-frame.ts', sources: ['playground'] },
  // Sidebars, breadcrumbs and pagers: any page or _meta change, generated pages included.
  { name: 'gen:navigation', script: 'scripts/navigation/generate.ts', sources: ['pages'] }
]

function run(generator: Generator): boolean {
  // A failed run prints its error and leaves the previous output in place (atomic writes).
  return spawnSync('npx', ['tsx', generator.script], { stdio: 'inherit' }).status === 0
}

const initial = spawnSync('npm', ['run', 'generate'], { stdio: 'inherit' })
if (initial.status !== 0) process.exit(initial.status ?? 1)

for (const generator of generators) {
  let timer: NodeJS.Timeout | undefined
  for (const source of generator.sources) {
    watch(source, { recursive: true }, (_event, file) => {
      const changed = path.posix.join(
        source,
        String(file ?? '')
          .split(path.sep)
          .join('/')
      )
      if (generator.ignore?.test(changed)) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        console.log(`\n${changed} changed: running ${generator.name}`)
        run(generator)
      }, 150)
    })
  }
}

const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
})
next.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal))
