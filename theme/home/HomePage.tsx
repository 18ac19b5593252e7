import { MAIN_CONTENT_ID } from '@/theme/chrome/main-content'
import { SiteLink } from '@/theme/link/SiteLink'
import { siteConfig } from '@/generated/config/site'

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
    description: 'The UI library: elements, charts and forms, with accessibility notes and live examples.'
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
    description: 'The REST services, generated from their OpenAPI specs: sessions, projects, SharePoint, database and management.'
  }
]

/** The hero's call to action. */
export const QUICK_START = { label: 'Read the quick start', href: '/docs/Tutorial/quick-start/' }
export const SECTIONS_TITLE = 'Documentation sections'

/** The landing page at the base root. */
export function HomePage() {
  return (
    <main className="vnv-home" id={MAIN_CONTENT_ID}>
      <section className="vnv-hero">
        <h1 className="vnv-hero__title">{siteConfig.title}</h1>
        <p className="vnv-hero__tagline">{siteConfig.tagline}</p>
        <SiteLink href={QUICK_START.href} className="vnv-button vnv-button--hero">
          {QUICK_START.label}
        </SiteLink>
      </section>
      <section className="vnv-home__sections" aria-labelledby="sections-title">
        <h2 id="sections-title" className="vnv-home__sections-title">
          {SECTIONS_TITLE}
        </h2>
        <ul className="vnv-cards">
          {SECTIONS.map((section) => (
            <li key={section.title}>
              <SiteLink href={section.href} className="vnv-card">
                <span className="vnv-card__title">{section.title}</span>
                <span className="vnv-card__description">{section.description}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
