import { Highlight } from 'prism-react-renderer'
import { darkEditorTheme, lightEditorTheme } from './editor-themes'

/**
 * An editable, highlighted code area: a native textarea laid exactly over the
 * highlighted code. The browser owns caret, selection, undo, IME and mobile
 * keyboards (a contenteditable editor lost the caret position on fast typing);
 * the highlighted copy underneath is hidden from assistive technology.
 * Tab is left to the browser so keyboard users can move on.
 */
export function CodeEditor({ code, onChange, dark, label }: { code: string; onChange: (code: string) => void; dark: boolean; label: string }) {
  const theme = dark ? darkEditorTheme : lightEditorTheme
  const mode = dark ? 'dark' : 'light'
  return (
    <div className="vnv-playground__editor vnv-code-editor" style={theme.plain}>
      <div className="vnv-code-editor__layers">
        <Highlight code={code} language="jsx" theme={theme}>
          {({ className, tokens, getLineProps, getTokenProps }) => (
            <pre className={`${className} vnv-code-editor__highlight`} aria-hidden="true">
              {tokens.map((line, i) => (
                <span key={i} {...getLineProps({ line })}>
                  {line
                    .filter((token) => !token.empty)
                    .map((token, key) => (
                      <span key={key} {...getTokenProps({ token })} />
                    ))}
                  {'\n'}
                </span>
              ))}
            </pre>
          )}
        </Highlight>
        <textarea
          className="vnv-code-editor__input"
          value={code}
          onChange={(event) => onChange(event.target.value)}
          aria-label={label}
          data-mode={mode}
          // The text itself is transparent, so the caret takes the theme's colour.
          style={{ caretColor: theme.plain.color }}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
        />
      </div>
    </div>
  )
}
