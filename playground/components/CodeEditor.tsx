import { darkEditorTheme, lightEditorTheme, tokenStyle } from './editor-themes'
import { highlightJsx } from './highlight'

/**
 * An editable, highlighted code area: a native textarea laid exactly over the
 * highlighted code. The browser owns caret, selection, undo, IME and mobile
 * keyboards (a contenteditable editor lost the caret position on fast typing);
 * the highlighted copy underneath is hidden from assistive technology.
 * Tab is left to the browser so keyboard users can move on.
 */
export function CodeEditor({
  code,
  onChange,
  dark,
  wrap,
  label
}: {
  code: string
  onChange: (code: string) => void
  dark: boolean
  /** Long lines break at the editor's width, in the textarea and the highlighted copy alike (playground/styles.css). */
  wrap: boolean
  label: string
}) {
  const theme = dark ? darkEditorTheme : lightEditorTheme
  const mode = dark ? 'dark' : 'light'
  return (
    <div className="vnv-playground__editor vnv-code-editor" style={theme.plain}>
      <div className="vnv-code-editor__layers">
        <pre className="vnv-code-editor__highlight" aria-hidden="true">
          {highlightJsx(code).map((line, i) => (
            <span key={i} className="token-line">
              {line.map((token, key) => (
                <span key={key} className={['token', ...token.types].join(' ')} style={tokenStyle(theme, token.types)}>
                  {token.content}
                </span>
              ))}
              {'\n'}
            </span>
          ))}
        </pre>
        <textarea
          className="vnv-code-editor__input"
          value={code}
          onChange={(event) => onChange(event.target.value)}
          aria-label={label}
          data-mode={mode}
          // The text itself is transparent, so the caret takes the theme's colour.
          style={{ caretColor: theme.plain.color }}
          wrap={wrap ? 'soft' : 'off'}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
        />
      </div>
    </div>
  )
}
