import { withBasePath } from '@/lib/base-path'
import type { SpecData } from '@/rest/shared/data-types'
import { SecurityList, ServerList } from './SecurityAndServers'

/** Version, licence and the download link of a spec. */
export function SpecOverview({ spec }: { spec: SpecData }) {
  return (
    <p className="vnv-spec-overview">
      <span className="vnv-flag">Version {spec.version}</span>{' '}
      {spec.license && <span className="vnv-flag">Licence {spec.license.name}</span>}{' '}
      <a className="vnv-button" href={withBasePath(spec.download)} download>
        Download {spec.file}
      </a>
    </p>
  )
}

export const SpecServers = ({ spec }: { spec: SpecData }) => <ServerList servers={spec.servers} />
export const SpecSecurity = ({ spec }: { spec: SpecData }) => <SecurityList security={spec.security} schemes={spec.securitySchemes} />
