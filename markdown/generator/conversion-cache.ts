/**
 * The twins' conversions of the last successful run, kept in .cache/markdown/: converting every page
 * takes about 5 s of a 7 s run, and the dev loop runs the twins after each page edit, so a run converts
 * only the pages whose text changed. A conversion reads its page and nothing else outside the code,
 * the configuration and the generated data (spec.json, posts.json…): an entry is reused only while the
 * page's file, route and text are the same and so is every project file outside pages/ and public/.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { readJsonCache, writeJsonCache } from '../../scripts/lib/json-cache'
import { fingerprint, projectFiles, type Environment } from '../../scripts/generators/stamp'
import type { Conversion } from './mdx-to-markdown'

export const CONVERSION_CACHE = path.join('.cache', 'markdown', 'conversions.json')

/** What a conversion reads besides its page: every project file but the pages and public/ (the twins among them). */
const isConversionInput = (file: string) => !file.startsWith('pages/') && !file.startsWith('public/')

/** One hash of all a conversion reads besides its page: those files and the environment (BASE_PATH…). */
export function conversionInputsKey(root: string, env: Environment = process.env): string {
  // The commit is not a conversion's input: a twin's dates are added after it (generate.ts).
  return fingerprint(projectFiles(root, isConversionInput), 'any commit', env)
}

export interface PageText {
  /** As problems name it ('pages/docs/x.mdx'). */
  file: string
  route: string
  source: string
}

interface Stored {
  inputs: string
  conversions: Record<string, Conversion>
}

const pageKey = ({ file, route, source }: PageText) => createHash('sha256').update(`${file}\0${route}\0${source}`).digest('hex')

/** The conversions stored under `cacheFile` for `inputs` (conversionInputsKey); `save` keeps this run's. */
export class ConversionCache {
  private readonly stored: Record<string, Conversion>
  private readonly used: Record<string, Conversion> = {}
  /** How many pages this run converted (the others came from the cache). */
  converted = 0

  constructor(
    private readonly cacheFile: string,
    private readonly inputs: string
  ) {
    const stored = readJsonCache<Stored>(cacheFile)
    this.stored = stored?.inputs === inputs && stored.conversions ? stored.conversions : {}
  }

  convert(page: PageText, compute: () => Conversion): Conversion {
    const key = pageKey(page)
    const hit = Object.hasOwn(this.stored, key) ? this.stored[key] : undefined
    const conversion = hit ?? compute()
    if (!hit) this.converted++
    // A page with problems is converted again next time, so each run reports them.
    if (conversion.problems.length === 0) this.used[key] = conversion
    return conversion
  }

  /** Keeps this run's conversions only: entries of pages since edited or removed go. */
  save(): void {
    const stored: Stored = { inputs: this.inputs, conversions: this.used }
    writeJsonCache(this.cacheFile, stored, 'markdown/generator (conversion-cache.ts)')
  }
}
