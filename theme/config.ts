import { createRequiredContext } from './hooks/required-context'

/** What theme.config.tsx sets. */
export interface ThemeConfig {
  search: { placeholder: string }
}

export const [ThemeConfigProvider, useThemeConfig] = createRequiredContext<ThemeConfig>('ThemeConfigProvider', 'useThemeConfig')
