import { Fragment } from 'react'
import type { SchemeData, SecurityData, ServerData } from '@/rest/shared/data-types'
import {
  AUTHENTICATION_NOTES,
  DEPRECATED_SCHEME,
  NO_SECURITY,
  PUBLIC_OPERATION,
  schemeUrls,
  UNDECLARED_SCHEME
} from '@/rest/shared/labels/operation'
import { SiteLink } from '@/theme/link/SiteLink'
import { SpecHtml } from './SpecHtml'

/** Who may call an operation or a spec's operations (its security and schemes), and the servers that serve them. */
export function SecurityList({ security, schemes }: { security: SecurityData; schemes: Record<string, SchemeData> }) {
  if (security === null) return <p>{PUBLIC_OPERATION}</p>
  if (security.length === 0)
    return (
      <p>
        {NO_SECURITY} <SiteLink href={AUTHENTICATION_NOTES.href}>{AUTHENTICATION_NOTES.label}</SiteLink>.
      </p>
    )
  return (
    <ul className="vnv-security">
      {security.map((alternative, i) => (
        <li key={i}>
          {alternative.map(({ scheme: name, scopes }) => {
            const scheme = schemes[name]
            const urls = schemeUrls(scheme)
            return (
              <span key={name}>
                <strong>{name}</strong>: {scheme?.details ?? UNDECLARED_SCHEME}
                {scheme?.deprecated && (
                  <>
                    {' '}
                    <span className="vnv-flag vnv-flag--deprecated">{DEPRECATED_SCHEME}</span>
                  </>
                )}
                {scopes.length > 0 && ` (scopes: ${scopes.join(', ')})`}
                {scheme?.descriptionHtml && (
                  <span className="vnv-muted">
                    {' — '}
                    <SpecHtml html={scheme.descriptionHtml} />
                  </span>
                )}
                {urls.length > 0 && (
                  <ul>
                    {urls.map(({ label, urls: links }) => (
                      <li key={label}>
                        {label}:{' '}
                        {links.map(({ title, url }, i) => (
                          <Fragment key={i}>
                            {i > 0 && ', '}
                            {title && `${title} `}
                            <code>{url}</code>
                          </Fragment>
                        ))}
                      </li>
                    ))}
                  </ul>
                )}
              </span>
            )
          })}
        </li>
      ))}
    </ul>
  )
}

export function ServerList({ servers }: { servers: ServerData[] }) {
  if (!servers.length) return null
  return (
    <ul className="vnv-servers">
      {servers.map((server) => (
        <li key={server.url}>
          {server.name && <strong>{server.name}: </strong>}
          <code>{server.url}</code>
          {server.descriptionHtml && (
            <>
              {' — '}
              <SpecHtml html={server.descriptionHtml} />
            </>
          )}
          {server.variables.length > 0 && (
            <ul>
              {server.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{${v.name}}`}</code>: default <code>{v.default}</code>
                  {v.enum && `, one of ${v.enum.join(', ')}`}
                  {v.descriptionHtml && (
                    <>
                      {' — '}
                      <SpecHtml html={v.descriptionHtml} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
