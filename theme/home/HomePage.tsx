import { MAIN_CONTENT_ID } from '@/theme/chrome/main-content'
import { SiteLink } from '@/theme/link/SiteLink'
import { siteConfig } from '@/generated/config/site'
import { QUICK_START, SECTIONS, SECTIONS_TITLE } from '@/content/home'

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
