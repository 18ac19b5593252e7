/** The home page's text below its title and tagline, shown by theme/home/HomePage.tsx and written in its Markdown twin. */
export interface SectionCard {
  title: string
  href: string
  description: string
}

export const SECTIONS: SectionCard[] = [
  {
    title: 'Tutorial',
    href: '/docs/Tutorial/quick-start/',
    description:
      'A quick start, then the VnV application with its context and modules, the servers, and what is documented of each digital platform.'
  },
  {
    title: 'Analysis',
    href: '/docs/Analysis/reports-analysis/',
    description: 'The needs analysis of project reports: which report each meeting needs, and how a report is built from project data.'
  },
  {
    title: 'Components',
    href: '/docs/Components/',
    description: "The UI library's elements and charts, and forms generated from JSON Schema, with accessibility notes and live examples."
  },
  {
    title: 'Packages',
    href: '/docs/Packages/introduction/',
    description: 'Guides to the toolkit packages: the API kit, the project model, the SDK and the Excel generator.'
  },
  {
    title: 'API',
    href: '/docs/API/',
    description: 'Reference of the toolkit packages: entry points, classes, methods, parameters and return types.'
  },
  {
    title: 'REST',
    href: '/docs/rest/',
    description:
      'A guide to each REST service (sessions, projects, SharePoint, database, management) and the reference generated from their OpenAPI specs.'
  }
]

/** The hero's call to action. */
export const QUICK_START = { label: 'Read the quick start', href: '/docs/Tutorial/quick-start/' }
export const SECTIONS_TITLE = 'Documentation sections'
