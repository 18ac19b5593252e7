/**
 * `npm run dev` only: what a generator reported when it last failed (a broken
 * spec, post or configuration), shown over the page until a later run succeeds.
 * scripts/dev.ts writes the file; production builds never load this module.
 */
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'

interface Problem {
  generator: string
  output: string
}

export const DEV_PROBLEMS_FILE = '/_dev/problems.json'

/**
 * Generators that failed on the same problems, once: several read the _meta files and the pages' front matter,
 * and each says so in its own words first ("navigation generation failed: …").
 */
export function groupedProblems(problems: Problem[]): { generators: string[]; output: string }[] {
  const groups = new Map<string, string[]>()
  for (const { generator, output } of problems) {
    const own = output.replace(/^[\w -]+ generation failed: /, '')
    groups.set(own, [...(groups.get(own) ?? []), generator])
  }
  return [...groups].map(([output, generators]) => ({ generators, output }))
}

const names = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0])

export default function DevProblems() {
  const { basePath } = useRouter()
  const [problems, setProblems] = useState<Problem[]>([])
  useEffect(() => {
    let stopped = false
    const poll = () =>
      fetch(`${basePath}${DEV_PROBLEMS_FILE}`, { cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : { problems: [] }))
        .then((data: { problems: Problem[] }) => !stopped && setProblems(data.problems))
        .catch(() => undefined)
    poll()
    const timer = setInterval(poll, 1000)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [basePath])
  if (!problems.length) return null
  return (
    <div role="alert" className="vnv-dev-problems">
      {groupedProblems(problems).map(({ generators, output }) => (
        <section key={generators.join()}>
          <h2>
            {names(generators)} failed: the pages still show {generators.length > 1 ? 'their' : 'its'} previous output
          </h2>
          <pre>{output}</pre>
        </section>
      ))}
    </div>
  )
}
