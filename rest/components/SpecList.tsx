import { SiteLink } from '@/theme/link/SiteLink'
import { withBasePath } from '@/lib/base-path'
import { count } from '@/lib/count'
import type { SpecSummary } from '@/rest/shared/data-types'
import { downloadFileName, restPageHref } from '@/rest/shared/routes'
import { SecurityList, ServerList } from './SecurityAndServers'

export type { SpecSummary }

/** The specs the REST reference is generated from, with their download links. */
export function SpecList({ specs }: { specs: SpecSummary[] }) {
  return (
    <div className="vnv-spec-list">
      {specs.map((spec) => (
        <section key={spec.folder} className="vnv-card vnv-spec-card" aria-labelledby={`spec-${spec.folder}`}>
          <h2 id={`spec-${spec.folder}`} className="vnv-card__title">
            <SiteLink href={restPageHref(spec.folder, spec.infoSlug)}>{spec.title}</SiteLink>
          </h2>
          <p>
            <span className="vnv-flag">Version {spec.version}</span> <span className="vnv-flag">{count(spec.operations, 'operation')}</span>
          </p>
          {spec.servers.length > 0 && (
            <>
              <p className="vnv-card__description">Servers:</p>
              <ServerList servers={spec.servers} />
            </>
          )}
          <p className="vnv-card__description">Authentication:</p>
          <SecurityList security={spec.security} schemes={spec.securitySchemes} />
          <p>
            <a className="vnv-button" href={withBasePath(spec.download)} download>
              Download {downloadFileName(spec.download)}
            </a>
          </p>
        </section>
      ))}
    </div>
  )
}
