import { Code } from 'nextra/components'
import { ScrollablePre } from '@/components/layout/Scrollable'

/** A block of code with Nextra's copy button; the text is rendered as text, never as markup. */
export function CodePanel({ code, language, title }: { code: string; language: string; title?: string }) {
  return (
    <ScrollablePre data-copy="" data-language={language} data-filename={title}>
      <Code data-language={language}>{code}</Code>
    </ScrollablePre>
  )
}
