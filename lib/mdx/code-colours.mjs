// The colours of highlighted code. Shiki writes both colour modes into every token as an inline style
// (--shiki-light, --shiki-dark): 50 bytes of HTML and a style object of the page's JavaScript per token,
// and no two tokens share their computed style. The themes have a dozen colours each, so a token gets
// a class per colour instead (`shl-a0111f shd-ff9492`), none where it has the theme's text colour;
// scripts/code-colours writes those classes' CSS. Plain JavaScript: next.config.mjs loads it.
import { bundledThemes } from 'shiki'

/** GitHub's high-contrast themes: the default ones have tokens below 4.5:1 (axe: color-contrast). */
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }

/**
 * Each mode's text colour and token colours (lower-case hex, in the theme's order), from Shiki's
 * bundled themes.
 * @returns {Promise<Record<'light' | 'dark', { text: string; tokens: string[] }>>}
 */
export async function codePalette(themes = CODE_THEMES) {
  const modes = await Promise.all(
    Object.entries(themes).map(async ([mode, name]) => {
      const theme = (await bundledThemes[name]()).default
      const tokens = new Set()
      const text = theme.colors['editor.foreground'].toLowerCase()
      for (const rule of theme.tokenColors ?? []) if (rule.settings?.foreground) tokens.add(rule.settings.foreground.toLowerCase())
      tokens.delete(text)
      return [mode, { text, tokens: [...tokens] }]
    })
  )
  return Object.fromEntries(modes)
}

/** The class that gives a token `colour` in `mode`. */
export const tokenClass = (mode, colour) => `sh${mode[0]}-${colour.slice(1).toLowerCase()}`

const TOKEN_STYLE = /^--shiki-light:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})$/i

/**
 * A Shiki transformer that turns a token's two colours into classes of the palette. A token with any
 * other style (bold, italic) or a colour outside the palette keeps its inline style.
 */
export function tokenColourClasses(palette) {
  const known = (mode, colour) => palette[mode].tokens.includes(colour) || palette[mode].text === colour
  return {
    name: 'vnv:token-colour-classes',
    span(node) {
      const match = typeof node.properties.style === 'string' ? TOKEN_STYLE.exec(node.properties.style) : null
      if (!match) return
      const [light, dark] = [match[1].toLowerCase(), match[2].toLowerCase()]
      if (!known('light', light) || !known('dark', dark)) return
      const classes = [
        ...(light === palette.light.text ? [] : [tokenClass('light', light)]),
        ...(dark === palette.dark.text ? [] : [tokenClass('dark', dark)])
      ]
      delete node.properties.style
      if (classes.length) this.addClassToHast(node, classes)
    }
  }
}

/** The CSS of the palette's classes: the text colours on every code element, one rule per token colour. */
export function paletteCss(palette, header) {
  const rules = [`.vnv-code { --shiki-light: ${palette.light.text}; --shiki-dark: ${palette.dark.text}; }`]
  for (const mode of ['light', 'dark'])
    for (const colour of palette[mode].tokens) rules.push(`.${tokenClass(mode, colour)} { --shiki-${mode}: ${colour}; }`)
  return `/* ${header} */\n${rules.join('\n')}\n`
}
