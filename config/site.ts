/**
 * The site configuration: the one place to change what the site shows in its
 * chrome (navbar, footer, announcement bar, colour mode) and which old URLs
 * redirect where. Validated on import, so a mistake fails the build with a
 * message that names the entry (see config/schema.ts).
 */
import { resolveBasePath } from './base-path.mjs'
import { COPYRIGHT_YEAR } from './constants'
import { legacyRedirects } from './redirects'
import { validateSiteConfig, type SiteConfigInput } from './schema'

const SOURCE_ORG = 'https://github.com/infrasoftbe'
const SOURCE_REPO = `${SOURCE_ORG}/vnv-documentation`

export const rawSiteConfig = {
  title: 'VnV Tools',
  tagline: 'Build and edit VnV projects: structures, nodes, relations, metadata and lists.',
  favicon: '/favicon.ico',
  url: 'https://infrasoftbe.github.io',
  // Inlined into the client bundle by next.config.mjs; scripts read BASE_PATH.
  baseUrl: process.env.NEXT_PUBLIC_BASE_PATH ?? resolveBasePath(process.env.BASE_PATH),
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } }
  },
  announcementBar: {
    id: 'packages-access',
    content:
      'The <code>@infrasoftbe</code> packages are private: installing them takes a GitHub personal access token. ' +
      '<a href="/docs/Packages/introduction/#configure-npm-for-the-infrasoftbe-scope">Set up npm for them</a>.',
    backgroundColor: '#0e4a6a',
    textColor: '#ffffff',
    isCloseable: true
  },
  navbar: {
    title: 'VnV Tools',
    logo: { alt: 'VnV Tools logo', src: '/img/logo-mark.svg', srcDark: '/img/logo-mark-dark.svg' },
    hideOnScroll: true,
    style: 'primary',
    items: [
      { type: 'docSidebar', sidebarId: 'tutorial', label: 'Tutorial' },
      { type: 'docSidebar', sidebarId: 'analysis', label: 'Analysis' },
      { type: 'docSidebar', sidebarId: 'components', label: 'Components' },
      { type: 'docSidebar', sidebarId: 'packages', label: 'Packages' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API' },
      { type: 'docSidebar', sidebarId: 'restapi', label: 'REST' },
      {
        type: 'dropdown',
        label: 'REST 2',
        items: [
          { label: 'Session service', to: '/docs/rest/overview' },
          { label: 'Database service', to: '/docs/rest/endpoints' },
          { label: 'Management service', to: '/docs/rest/examples' },
          { label: 'User service', to: '/docs/rest/users' },
          { label: 'SharePoint (PnP REST)', to: '/docs/rest/microsoft/express-pnp' },
          { label: 'Microsoft Graph 365', to: '/docs/rest/ms-g365' }
        ]
      },
      { type: 'default', label: 'Blog', to: '/blog' },
      { type: 'html', value: '<span class="vnv-navbar-divider"></span>', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'default', label: 'GitHub', href: SOURCE_ORG, position: 'right' }
    ]
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Tutorial', to: '/docs/intro' },
          { label: 'API', to: '/docs/api' },
          { label: 'REST specs', to: '/docs/openapi' }
        ]
      },
      {
        title: 'Community',
        items: [
          { label: 'Infrasoft on GitHub', href: SOURCE_ORG },
          { label: 'Report a documentation issue', href: `${SOURCE_REPO}/issues` },
          { label: 'Contributing', to: '/docs/CONTRIBUTING' }
        ]
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'Documentation source', href: SOURCE_REPO }
        ]
      }
    ],
    logo: {
      src: '/img/infrasoft-logo.svg',
      srcDark: '/img/infrasoft-logo-dark.svg',
      alt: 'Infrasoft logo',
      width: 160,
      height: 40,
      href: SOURCE_ORG
    },
    copyright: `Copyright © ${COPYRIGHT_YEAR} Infrasoft`
  },
  docs: {
    pluginId: 'default',
    sidebars: {
      tutorial: '/docs/Tutorial',
      analysis: '/docs/Analysis',
      components: '/docs/Components',
      packages: '/docs/Packages',
      api: '/docs/API',
      restapi: '/docs/rest'
    },
    versions: [{ name: 'current', label: 'Next', path: '/docs' }],
    versionLabel: 'Next'
  },
  siteVersion: '0.0.0',
  source: { repository: SOURCE_REPO, branch: 'main' },
  redirects: legacyRedirects
} satisfies SiteConfigInput

export const siteConfig = validateSiteConfig(rawSiteConfig)
