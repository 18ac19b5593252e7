/**
 * Content rules for every MDX page (issue: content test):
 * frontmatter title/description (and known tags for docs), no placeholder
 * text, MDX that compiles, internal links and anchors that resolve (links.ts); and the
 * rules that keep unsourced claims out (issue: content truth): no "bearer"
 * in pages or specs (the only documented scheme is an API key in the access_token
 * header), one spelling of the API kit's name in prose, no guessing phrases,
 * no status or version claims that no source makes, no example token outside the identifiers page (token and
 * id formats are shown in one place), no path written with the base path, Mermaid diagrams that parse
 * (diagrams/check); and no two pages that say the same thing (near-duplicates: say it once, in the page that owns it; duplicates.ts).
 * A page has no minimum length: a thin page says what is known and stops. In the specs, a response under a status
 * code and a response or request body with content name their fact in `x-fact` (spec-facts.ts).
 * Every line-based problem is reported as file:line, all at once.
 *
 * Usage: tsx scripts/content/lint-content.ts [files…]   (default: all of pages/ and openapi/)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { docTags } from '../../content/doc-tags'
import { DEFAULT_BASE_PATH } from '../../config/base-path.mjs'
import { readMatter, yamlProblem } from '../../lib/front-matter.mjs'
import { SPEC_FILE, SPECS_DIR } from '../../rest/generator/specs'
import { listFiles } from '../lib/files'
import { linkContext, linkProblems, normaliseRoute, type LinkContext } from './links'
import { duplicateProblems } from './duplicates'
import { fencedLines, isGenerated, loadPages, proseLines, type Page } from './pages'
import { factMarkerProblems } from './spec-facts'
import { unpublishedPageProblem } from '../navigation/read-pages'
import { diagramProblems } from '../../diagrams/check/diagram-syntax'

export const PLACEHOLDER_PATTERNS: RegExp[] = [
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bFIXME\b/,
  /\bTBD\b/,
  /coming soon/i,
  /work[- ]in[- ]progress/i,
  /under construction/i,
  /\bplaceholder text\b/i
]

/** A site path written with the base path, in prose or code: the site may be built under another one. */
const writesBasePath = (line: string) => ['"', "'", '(', '`'].some((opening) => line.includes(`${opening}${DEFAULT_BASE_PATH}/`))

/** Hedges that mark a claim as a guess: a page states what its sources say, or says that they say nothing. */
export const GUESS_PATTERNS: RegExp[] = [
  /\bas (?:its|the) names? (?:suggests?|implies|imply)\b/i,
  /\bpresumably\b/i,
  /\bprobably\b/i,
  /\blikely\b/i,
  /\bit seems\b/i,
  /\bseems? to\b/i,
  /\bapparently\b/i,
  /\bsupposedly\b/i,
  /\bperhaps\b/i,
  /\bwe (?:assume|guess|suppose)\b/i,
  /\bin all likelihood\b/i
]

/**
 * Status and version claims that no source makes: the toolkit's documentation ranks neither the API kit nor the SDK
 * (no successor, nothing "for new code"), and names no package version that "the installed version" could be
 * compared with. The one list of these phrases, for pages, sidebar labels, tag and category descriptions and specs.
 */
export const STATUS_PATTERNS: RegExp[] = [
  /\bsuccessors?\b/i,
  /\bsucceeded\s+by\b/i,
  /\bfirst[-\s]generation\b/i,
  /\b(?:previous|next)\s+generation\s+of\b/i,
  /\bfor\s+new\s+code\b/i,
  /\binstalled\s+version\b/i,
  /\bversion\s+(?:that\s+)?you\s+(?:have\s+)?install(?:ed)?\b/i,
  /\bin\s+your\s+version\b/i
]

/**
 * Talk about the site a page replaces or about the docs' own history: a reader wants the toolkit, not where its
 * documentation came from. (A note that an older guide's name does not exist, where a reader would be misled, says
 * "the older guide's …" and passes.)
 */
export const HISTORY_PATTERNS: RegExp[] = [
  /\bold\s+(?:documentation\s+)?(?:site|specs?|docs|documentation)\b/i,
  /\b(?:previous|former|earlier)\s+(?:documentation\s+)?(?:site|docs|documentation)\b/i
]

/** The one spelling of the kit's name in prose. */
export const API_KIT_NAME = 'API kit'
/** "API kit" in any case and with a space or hyphen, except inside names such as vnv-api-kit, @…/api-kit or api-kit/… */
const API_KIT_WRITTEN = /(?<![\w@/.-])api[- ]kit(?![\w/-])/gi

/** Where "bearer" may not appear at all, code included. */
const BEARER = /bearer/i

/**
 * Token and id formats have one page, the identifiers reference; every other page links there instead of showing an
 * example token. The prefixes are those of the project model's enums (`Prefix`, `NodePrefixType`, in both packages)
 * and `ORD`, which the sources' order examples use.
 */
export const IDENTIFIERS_ROUTE = '/docs/API/identifiers'
export const TOKEN_PREFIXES = (
  'ACTI APC ATT CNT DEL DESCI ENT FIL FN GRP INV LST MAT OBJ ORD PO PR PRJ PRO REG REQ RIGT RISK RO ROL STR SYS ' +
  'TBLD TCAS TCEX TPLN TPRJ TSUI TST USR WRK WRKLG'
).split(' ')
/** An example token: a prefix followed by a digit (a hyphen may come between), with what follows it (REQ20250017, STR0000-001, PR2025-004, REQ-001). */
export const TOKEN_EXAMPLE = new RegExp(
  `(?<![\\w-])(?:${[...TOKEN_PREFIXES].sort((a, b) => b.length - a.length).join('|')})-?\\d[\\w-]*`,
  'g'
)

/** Example tokens anywhere in the file, code included: file:line for each. */
export function tokenFormatProblems(file: string, source: string): string[] {
  const why = `token and id formats are shown only on ${IDENTIFIERS_ROUTE}/; link there, or write a placeholder such as <requirement token>`
  const lines = source.split('\n')
  return lines.flatMap((line, index) =>
    [...line.matchAll(TOKEN_EXAMPLE)].map((match) => `${file}:${index + 1}: example token "${match[0]}": ${why}`)
  )
}

/** A code fence asking for Twoslash, which lib/mdx/rehype-code.mjs does not run: the block would show as plain code. */
const TWOSLASH_FENCE = /^\s*(```|~~~)\S*\s.*\btwoslash\b/

/** Hand-written descriptions that generated pages show (tags, categories): checked as prose. */
export const DESCRIPTION_FILES = ['content/doc-tags.ts', 'content/doc-categories.ts']

/** "bearer" anywhere in the file, code and frontmatter included: file:line for each line. */
export function bearerProblems(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      BEARER.test(line)
        ? [
            `${file}:${index + 1}: mentions "bearer"; the only documented scheme is an API key in the access_token header (see /docs/rest/#authentication)`
          ]
        : []
    )
}

/** Prose rules (frontmatter included): the kit's name spelled "API kit", no guessing phrase, no talk of the docs' history, no status or version claim. */
export function proseProblems(file: string, source: string): string[] {
  const problems: string[] = []
  const lines = proseLines(source)
  lines.forEach(({ line, text }, index) => {
    for (const match of text.matchAll(API_KIT_WRITTEN))
      if (match[0] !== API_KIT_NAME) problems.push(`${file}:${line}: write the kit's name "${API_KIT_NAME}", not "${match[0]}"`)
    for (const pattern of GUESS_PATTERNS) {
      const match = text.match(pattern)
      if (match) problems.push(`${file}:${line}: guessing phrase "${match[0]}": state what the sources say, or that they say nothing`)
    }
    // Prose is wrapped: a status phrase may run on into the next line; it is reported on the line where it starts.
    const next = lines[index + 1]?.text ?? ''
    for (const pattern of HISTORY_PATTERNS) {
      const match = startingOn(pattern, text, next)
      if (match) problems.push(`${file}:${line}: "${match.replace(/\s+/g, ' ')}": say what the toolkit does, not where its docs came from`)
    }
    for (const pattern of STATUS_PATTERNS) {
      const match = startingOn(pattern, text, next)
      if (match)
        problems.push(
          `${file}:${line}: status or version claim "${match.replace(/\s+/g, ' ')}": no source ranks the packages or names a version; describe what the references document`
        )
    }
  })
  return problems
}

/** The first match of `pattern` that starts on `text`, possibly running on into `next`. */
function startingOn(pattern: RegExp, text: string, next: string): string | undefined {
  const joined = `${text}\n${next}`
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
  for (const match of joined.matchAll(global)) if (match.index < text.length) return match[0]
  return undefined
}

/** The rules that apply to a spec's YAML: no "bearer", the prose rules on its text, and a fact behind every response and body. */
export function lintSpec(file: string, source: string): string[] {
  return [
    ...bearerProblems(file, source),
    ...proseProblems(file, source),
    ...factMarkerProblems(file, source),
    ...tokenFormatProblems(file, source)
  ]
}

export function lintPage(page: Page, context: LinkContext): string[] {
  const problems: string[] = []
  const where = (message: string) => problems.push(`${page.file}: ${message}`)
  let parsed: ReturnType<typeof readMatter>
  try {
    parsed = readMatter(page.source)
  } catch (error) {
    return [yamlProblem(page.file, error)]
  }
  const { data, content } = parsed
  if (typeof data.title !== 'string' || !data.title.trim()) where('frontmatter "title" is missing')
  if (typeof data.description !== 'string' || data.description.trim().length < 20)
    where('frontmatter "description" is missing or shorter than 20 characters')
  const isDoc = page.route.startsWith('/docs/') || page.route === '/docs'
  if (isDoc) {
    if (!Array.isArray(data.tags) || data.tags.length === 0) where('frontmatter "tags" must list at least one tag')
    else
      for (const tag of data.tags) if (!Object.hasOwn(docTags, tag)) where(`unknown tag "${tag}" (known tags are in content/doc-tags.ts)`)
  }
  const offset = page.source.split('\n').length - content.split('\n').length
  const lines = content.split('\n')
  const fenced = fencedLines(lines)
  lines.forEach((line, index) => {
    // A table right after another, only blank lines between, reads as a part of the first one.
    if (!fenced[index] && line.startsWith('|') && index > 0 && !lines[index - 1].startsWith('|')) {
      let previous = index - 1
      while (previous > 0 && !lines[previous].trim()) previous--
      if (previous < index - 1 && lines[previous].startsWith('|'))
        problems.push(`${page.file}:${index + 1 + offset}: a table right after another table: give it a heading or a sentence of its own`)
    }
    for (const pattern of PLACEHOLDER_PATTERNS)
      if (pattern.test(line) && !/^\s*(```|~~~)/.test(line))
        problems.push(`${page.file}:${index + 1 + offset}: placeholder text matching ${pattern}`)
    if (TWOSLASH_FENCE.test(line))
      problems.push(
        `${page.file}:${index + 1 + offset}: Twoslash code blocks are not supported here (lib/mdx/rehype-code.mjs); remove "twoslash"`
      )
    if (writesBasePath(line))
      problems.push(
        `${page.file}:${index + 1 + offset}: "${DEFAULT_BASE_PATH}/" breaks when the site is built under another base path; ` +
          `link without it, or in a live example write the file relative to the frame ("../img/…")`
      )
  })
  problems.push(...bearerProblems(page.file, page.source), ...proseProblems(page.file, page.source))
  if (normaliseRoute(page.route) !== IDENTIFIERS_ROUTE) problems.push(...tokenFormatProblems(page.file, page.source))
  problems.push(...linkProblems(page, context))
  return problems
}

export async function checkCompiles(page: Page): Promise<string[]> {
  try {
    await compile(page.source, { remarkPlugins: [remarkFrontmatter, remarkGfm] })
    return []
  } catch (error) {
    const e = error as { message: string; line?: number; column?: number }
    return [`${page.file}${e.line ? `:${e.line}:${e.column ?? 0}` : ''}: MDX does not compile: ${e.message}`]
  }
}

/** Files of pages/ that read as pages but would stay off the site without a word (a `.md` or `.MDX` file). */
export const markdownFileProblems = (files: string[]) => files.flatMap((file) => unpublishedPageProblem(`pages/${file}`) ?? [])

async function main() {
  const pagesDir = path.resolve('pages')
  const pages = loadPages(pagesDir)
  const context = linkContext(pages)
  const only = process.argv.slice(2).map((f) => path.resolve(f))
  const selected = [...pages.values()].filter((p) => !isGenerated(p) && (only.length === 0 || only.includes(path.resolve(p.file))))
  const problems: string[] = markdownFileProblems(listFiles(pagesDir))
  for (const page of selected) problems.push(...lintPage(page, context), ...(await checkCompiles(page)))
  problems.push(...(await diagramProblems(selected)))
  // Every hand-written MDX page is compared with every other; with files named, only pairs that involve one of them are reported.
  const comparable = [...pages.values()].filter((p) => !isGenerated(p))
  problems.push(...duplicateProblems(comparable, (p) => selected.includes(p)))
  // Sidebar labels are prose too.
  const metas = listFiles(pagesDir).filter(
    (f) => /(^|\/)_meta\.ts$/.test(f) && (only.length === 0 || only.includes(path.join(pagesDir, f)))
  )
  for (const meta of metas) problems.push(...proseProblems(path.join('pages', meta), readFileSync(path.join(pagesDir, meta), 'utf8')))
  // So are the tag and category descriptions, which the generators put on pages that this check skips.
  const descriptions = DESCRIPTION_FILES.filter((f) => only.length === 0 || only.includes(path.resolve(f)))
  for (const file of descriptions) problems.push(...proseProblems(file, readFileSync(path.resolve(file), 'utf8')))
  // The same spec files the REST generator reads.
  const specsDir = path.resolve(SPECS_DIR)
  const specs = readdirSync(specsDir).filter((f) => SPEC_FILE.test(f) && (only.length === 0 || only.includes(path.join(specsDir, f))))
  for (const spec of specs) problems.push(...lintSpec(path.join(SPECS_DIR, spec), readFileSync(path.join(specsDir, spec), 'utf8')))
  if (problems.length) {
    console.error(`Content check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(
    `Content check passed: ${selected.length} page(s), ${metas.length} sidebar file(s), ${descriptions.length} description file(s), ${specs.length} spec(s).`
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) void main()
