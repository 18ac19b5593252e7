import { Code, Pre } from '@/theme/mdx/Pre'

/** A block of code with the copy button; the text is rendered as text, never as markup (padded and unbroken: rest/styles.css). */
export function CodePanel({ code, language, title }: { code: string; language: string; title?: string }) {
  return (
    <Pre className="vnv-code-panel" data-copy="" data-language={language} data-filename={title}>
      <Code data-language={language}>{code}</Code>
    </Pre>
  )
}
