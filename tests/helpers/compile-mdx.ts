/**
 * MDX compiled as @next/mdx compiles the site's pages: with the options next.config.mjs gives it (its
 * remark, rehype and recma plugins in their order, loaded as @next/mdx loads them; components from
 * mdx-components.tsx; JSX kept, which tests read as written).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile, type CompileOptions } from '@mdx-js/mdx'

const PLUGIN_LISTS = ['remarkPlugins', 'rehypePlugins', 'recmaPlugins'] as const
/** A plugin as next.config.mjs names it: by its module, alone or with its options. */
type NamedPlugin = string | [string, unknown]

/** next.config.mjs's options for @next/mdx, which it puts in its Turbopack rule when Turbopack runs Next. */
async function configuredOptions(): Promise<Record<string, unknown>> {
  const turbopack = process.env.TURBOPACK
  process.env.TURBOPACK = '1'
  try {
    const { default: nextConfig } = (await import(pathToFileURL(path.resolve('next.config.mjs')).href)) as {
      default: (phase: string) => { turbopack: { rules: Record<string, { loaders: { options: Record<string, unknown> }[] }[]> } }
    }
    return nextConfig('phase-production-build').turbopack.rules['{*,next-mdx-rule}'][0].loaders[0].options
  } finally {
    if (turbopack === undefined) delete process.env.TURBOPACK
    else process.env.TURBOPACK = turbopack
  }
}

/** The plugin a name stands for, found from the project as @next/mdx finds it (its default export). */
async function load(plugin: NamedPlugin): Promise<unknown> {
  const require = createRequire(path.resolve('package.json'))
  const module_ = async (name: string) => ((await import(pathToFileURL(require.resolve(name)).href)) as { default: unknown }).default
  return typeof plugin === 'string' ? module_(plugin) : [await module_(plugin[0]), plugin[1]]
}

let siteOptions: Promise<CompileOptions> | undefined
/** The compile options of the site's MDX, its plugins loaded. */
function siteMdxOptions(): Promise<CompileOptions> {
  siteOptions ??= configuredOptions().then(async (options) => {
    const loaded: Record<string, unknown> = { ...options }
    for (const list of PLUGIN_LISTS) loaded[list] = await Promise.all(((options[list] as NamedPlugin[] | undefined) ?? []).map(load))
    return loaded as CompileOptions
  })
  return siteOptions
}

/** The compiled module of `source` as the file `file` (relative to the project: `pages/…` for a page). */
export async function compileMdx(source: string, file = 'pages/docs/page.mdx'): Promise<string> {
  return String(await compile({ value: source, path: path.resolve(file) }, await siteMdxOptions()))
}
