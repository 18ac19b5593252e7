import { listInWords } from './list-in-words'

/** What a generator printed when it failed, for npm run generate and npm run dev's problems box. */
export interface GeneratorProblem {
  generator: string
  output: string
}

/**
 * Generators that failed on the same problems, once: several read the _meta files and the pages' front matter,
 * and each says so in its own words first ("navigation generation failed: …").
 */
export function groupedProblems(problems: GeneratorProblem[]): { generators: string[]; output: string }[] {
  const groups = new Map<string, string[]>()
  for (const { generator, output } of problems) {
    const own = output.replace(/^[\w -]+ generation failed: /, '')
    groups.set(own, [...(groups.get(own) ?? []), generator])
  }
  return [...groups].map(([output, generators]) => ({ generators, output }))
}

/** npm run generate's account of its failures: each problem once, after the names of the generators it stopped. */
export const problemsReport = (problems: GeneratorProblem[]): string =>
  groupedProblems(problems)
    .map(({ generators, output }) => `${listInWords(generators)} failed:\n${output}`)
    .join('\n\n')
