import { useId, type ReactNode } from 'react'
import type { OperationData, SpecData } from '@/rest/shared/data-types'
import { wireMethod } from '@/rest/shared/http-methods'
import { OPERATION_FILTER } from '@/search/shared/record'
import { NO_BODY_TYPES, WEBHOOK_NOTE } from '@/rest/shared/labels/operation-header'
import { TYPES_TITLE } from '@/rest/shared/labels/panels'
import { CodePanel } from './CodePanel'
import { BuildRequestButton, RequestPanel } from './CodeSamples'
import { HighlightedPath, MethodBadge } from './MethodBadge'

interface Props {
  operation: OperationData
  spec: SpecData
}

/**
 * Method and path, and next to them the button that opens the request builder right under them
 * (CodeSamples.tsx); a webhook has none (the API sends it). Under them, the page's static block of
 * OperationMeta (`children`).
 */
export function OperationHeader({ operation, spec, children }: Props & { children?: ReactNode }) {
  const builderId = useId()
  return (
    <div className="vnv-operation-header">
      {/* The method marks the operation's search result; method and path name it to the search (search/components/operations.ts). */}
      <p
        className="vnv-operation-header__line"
        data-pagefind-meta={`method:${wireMethod(operation.method)}`}
        data-pagefind-filter={operation.webhook ? undefined : `${OPERATION_FILTER}:${wireMethod(operation.method)} ${operation.path}`}
      >
        <MethodBadge method={operation.method} />{' '}
        {operation.webhook ? (
          <span>
            Webhook <code>{operation.path}</code>
            {WEBHOOK_NOTE}
            <code>webhooks</code>
          </span>
        ) : (
          <HighlightedPath path={operation.path} />
        )}
        {!operation.webhook && <BuildRequestButton operation={operation} spec={spec} panelId={builderId} />}
      </p>
      {!operation.webhook && <RequestPanel operation={operation} spec={spec} id={builderId} />}
      {children}
    </div>
  )
}

/** The code samples with the request builder that fills them with the reader's values. */
export { CodeSamples } from './CodeSamples'

/** The request and response bodies' TypeScript types, as openapi-typescript generates them, with every type they use. */
export function OperationTypes({ operation }: { operation: OperationData }) {
  return operation.typeCode ? (
    <div className="vnv-operation-types">
      <CodePanel code={operation.typeCode} language="ts" title={TYPES_TITLE} />
    </div>
  ) : (
    <p className="vnv-muted">{NO_BODY_TYPES}</p>
  )
}
