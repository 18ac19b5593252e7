/**
 * The floor Nextra sets: a bare Nextra 3 docs-theme site (one page, empty
 * theme config, this project's own node_modules) built in a temporary folder.
 * Its first-load JS is what every page of any Nextra 3 site ships, so the
 * benchmark can say how much of a page's weight is the framework's.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'nextra-baseline', private: true, type: 'module' }),
  'next.config.mjs': [
    "import nextra from 'nextra'",
    "const withNextra = nextra({ theme: 'nextra-theme-docs', themeConfig: './theme.config.tsx' })",
    "export default withNextra({ output: 'export', images: { unoptimized: true }, eslint: { ignoreDuringBuilds: true } })"
  ].join('\n'),
  'theme.config.tsx': 'export default {}\n',
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'preserve', strict: false, module: 'esnext', moduleResolution: 'bundler', esModuleInterop: true, skipLibCheck: true, noEmit: true, allowJs: true, isolatedModules: true, incremental: false, lib: ['dom', 'esnext'] }, include: ['**/*.tsx'] }),
  'pages/_app.tsx': "import 'nextra-theme-docs/style.css'\nexport default function App({ Component, pageProps }) {\n  return <Component {...pageProps} />\n}\n",
  'pages/index.mdx': '# Baseline\n\nA single page of prose.\n'
}

/** `First Load JS` of a route in `next build` output, e.g. '187 kB'. */
export function firstLoadOf(buildOutput: string, route: string): string | undefined {
  const line = buildOutput.split('\n').find((l) => new RegExp(`^[┌├└]\\s+[○●λƒ]?\\s*${route.replace(/[/]/g, '\\/')}(\\s|$)`).test(l))
  return line?.trim().split(/\s{2,}/).pop()
}

/** Builds the bare site, then hands its out/ folder and first-load JS to `measureIt` before deleting it. */
export async function withNextraBaseline<T>(measureIt: (outDir: string, firstLoad: string) => Promise<T>, projectRoot = process.cwd()): Promise<T> {
  const root = mkdtempSync(path.join(tmpdir(), 'vnv-nextra-baseline-'))
  try {
    for (const [file, content] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), content)
    }
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'))
    const output = execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BASE_PATH: '' }
    })
    return await measureIt(path.join(root, 'out'), firstLoadOf(output, '/') ?? 'unknown')
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
