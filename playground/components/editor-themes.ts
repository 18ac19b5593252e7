import type { CSSProperties } from 'react'

/** Colours for the editor: plain text, and a style per Prism token type. */
export interface EditorTheme {
  plain: { color: string; backgroundColor: string }
  styles: { types: string[]; style: CSSProperties }[]
}

/**
 * Editor colours with at least 4.5:1 contrast on their background (WCAG AA),
 * from GitHub's accessible palettes (common Prism themes fall short, e.g.
 * vsLight's red attribute names are 4.0:1 on white).
 */
function theme(
  background: string,
  colors: Record<'plain' | 'comment' | 'keyword' | 'tag' | 'attr' | 'string' | 'func' | 'number', string>
): EditorTheme {
  return {
    plain: { color: colors.plain, backgroundColor: background },
    styles: [
      { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: colors.comment, fontStyle: 'italic' } },
      { types: ['keyword', 'boolean', 'important', 'atrule'], style: { color: colors.keyword } },
      { types: ['tag', 'selector', 'builtin'], style: { color: colors.tag } },
      { types: ['attr-name', 'property', 'constant', 'symbol'], style: { color: colors.attr } },
      { types: ['string', 'attr-value', 'char', 'regex', 'template-string'], style: { color: colors.string } },
      { types: ['function', 'class-name', 'maybe-class-name'], style: { color: colors.func } },
      { types: ['number', 'variable'], style: { color: colors.number } },
      { types: ['punctuation', 'operator'], style: { color: colors.plain } }
    ]
  }
}

export const lightEditorTheme = theme('#ffffff', {
  plain: '#1f2328',
  comment: '#57606a',
  keyword: '#cf222e',
  tag: '#116329',
  attr: '#0550ae',
  string: '#0a3069',
  func: '#6639ba',
  number: '#0550ae'
})

export const darkEditorTheme = theme('#0d1117', {
  plain: '#e6edf3',
  comment: '#9198a1',
  keyword: '#ff7b72',
  tag: '#7ee787',
  attr: '#79c0ff',
  string: '#a5d6ff',
  func: '#d2a8ff',
  number: '#79c0ff'
})

/**
 * The style of a run with these token types (outermost first): each type's
 * style applies in turn, so the innermost wins, e.g. a tag's name takes the
 * class-name colour, not the tag colour.
 */
export function tokenStyle(theme: EditorTheme, types: string[]): CSSProperties | undefined {
  let style: CSSProperties | undefined
  for (const type of types) for (const entry of theme.styles) if (entry.types.includes(type)) style = { ...style, ...entry.style }
  return style
}
