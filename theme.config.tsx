/**
 * Settings of the site's theme (theme/). The site itself (title, navbar,
 * footer, colour mode, announcement bar) is configured in config/site.ts.
 */
import type { ThemeConfig } from './theme/config'

const themeConfig: ThemeConfig = {
  search: { placeholder: 'Search the docs…' }
}

export default themeConfig
