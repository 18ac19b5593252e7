/**
 * `npm run dev` only: what a generator reported when it last failed (a broken
 * spec, post or configuration), shown over the page until a later run succeeds.
 * scripts/dev.ts writes the file; production builds never load this module.
 */
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { groupedProblems, type GeneratorProblem } from '@/lib/generator-problems'
import { listInWords } from '@/lib/list-in-words'

const DEV_PROBLEMS_FILE = '/_dev/problems.json'

export default function DevProblems() {
  const { basePath } = useRouter()
  const [problems, setProblems] = useState<GeneratorProblem[]>([])
  useEffect(() => {
    let stopped = false
    const poll = () =>
      fetch(`${basePath}${DEV_PROBLEMS_FILE}`, { cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : { problems: [] }))
        .then((data: { problems: GeneratorProblem[] }) => !stopped && setProblems(data.problems))
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
            {listInWords(generators)} failed: the pages still show {generators.length > 1 ? 'their' : 'its'} previous output
          </h2>
          <pre>{output}</pre>
        </section>
      ))}
    </div>
  )
}
