import { Fragment } from 'react'
import { breakableAfter } from '@/theme/mdx/Pre'
import { withBasePath } from '@/lib/base-path'
import { securityOf, type OperationData, type SpecData } from '@/rest/shared/data-types'
import { DEPRECATED_OPERATION, LABELS_TITLE, securityInBrief } from '@/rest/shared/labels/operation'
import { SecurityList, ServerList } from './SecurityAndServers'

/**
 * Deprecation, labels, security, servers and the spec download, under the operation's method and path. Nothing
 * here acts in the browser: the page renders it at build time, in a static block (rest/generator/pages.ts).
 */
export function OperationMeta({ operation, spec }: { operation: OperationData; spec: SpecData }) {
  const security = securityOf(operation, spec)
  return (
    <>
      {operation.deprecated && (
        <p role="note" className="vnv-deprecated">
          {DEPRECATED_OPERATION}
        </p>
      )}
      {operation.labels && (
        <p className="vnv-operation-header__labels">
          {LABELS_TITLE}:{' '}
          {operation.labels.map((label) => (
            <Fragment key={label}>
              <span className="vnv-flag">{label}</span>{' '}
            </Fragment>
          ))}
        </p>
      )}
      <details className="vnv-operation-header__meta">
        {/* What the operation asks for shows without opening the details. */}
        <summary>
          Authentication and servers{' '}
          <span className="vnv-muted">
            ·{'\u00a0'}
            {securityInBrief(security)}
          </span>
        </summary>
        <SecurityList security={security} schemes={spec.securitySchemes} />
        <ServerList servers={operation.servers ?? spec.servers} />
      </details>
      <p className="vnv-operation-header__download">
        From{' '}
        <a href={withBasePath(spec.download)} download>
          {spec.file}
        </a>{' '}
        ({spec.title} {spec.version}) · operation id <code data-pagefind-weight="5">{breakableAfter(operation.id, '.')}</code>
      </p>
    </>
  )
}
