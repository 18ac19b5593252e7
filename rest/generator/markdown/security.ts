/** Who may call an operation and where it is served, in Markdown (SecurityAndServers.tsx). */
import type { BlockContent, PhrasingContent } from 'mdast'
import { inlineCode, link, list, paragraph, strong, text } from '../../../markdown/generator/build'
import type { ComponentCall } from '../../../markdown/generator/types'
import type { SchemeData, SecurityData, ServerData } from '../../shared/data-types'
import {
  AUTHENTICATION_NOTES,
  DEPRECATED_SCHEME,
  NO_SECURITY,
  PUBLIC_OPERATION,
  schemeUrls,
  UNDECLARED_SCHEME
} from '../../shared/labels/operation'
import { blockList } from './lists'
import { specPhrasing } from './spec-text'

/** Each alternative way to authenticate, one item each; the schemes one alternative needs all together. */
export function securityList(security: SecurityData, schemes: Record<string, SchemeData>, call: ComponentCall): BlockContent[] {
  if (security === null) return [paragraph(text(PUBLIC_OPERATION))]
  if (security.length === 0)
    return [
      paragraph(text(`${NO_SECURITY} `), link(call.page.link(AUTHENTICATION_NOTES.href), text(AUTHENTICATION_NOTES.label)), text('.'))
    ]
  return [
    blockList(
      security.map((alternative) => {
        const line = alternative.flatMap(({ scheme: name, scopes }, i): PhrasingContent[] => {
          const scheme = schemes[name]
          const description = specPhrasing(scheme?.descriptionHtml, call)
          return [
            ...(i ? [text(' and ')] : []),
            strong(text(name)),
            text(`: ${scheme?.details ?? UNDECLARED_SCHEME}`),
            ...(scheme?.deprecated ? [text(` (${DEPRECATED_SCHEME})`)] : []),
            ...(scopes.length ? [text(` (scopes: ${scopes.join(', ')})`)] : []),
            ...(description.length ? [text(' — '), ...description] : [])
          ]
        })
        // An OAuth 2.0 scheme's flows and metadata, each with its URLs (SecurityList).
        const urls = alternative.flatMap(({ scheme: name }) => schemeUrls(schemes[name]))
        return [
          paragraph(...line),
          ...(urls.length
            ? [
                list(
                  urls.map(({ label, urls: links }) => [
                    text(`${label}: `),
                    ...links.flatMap(({ title, url }, i) => [
                      ...(i ? [text(', ')] : []),
                      ...(title ? [text(`${title} `)] : []),
                      inlineCode(url)
                    ])
                  ])
                )
              ]
            : [])
        ]
      })
    )
  ]
}

/** The servers, each with its variables. */
export function serverList(servers: ServerData[], call: ComponentCall): BlockContent[] {
  if (!servers.length) return []
  return [
    blockList(
      servers.map((server) => {
        const description = specPhrasing(server.descriptionHtml, call)
        const line = paragraph(
          ...(server.name ? [strong(text(server.name)), text(': ')] : []),
          inlineCode(server.url),
          ...(description.length ? [text(' — '), ...description] : [])
        )
        if (!server.variables.length) return [line]
        return [
          line,
          list(
            server.variables.map((variable) => {
              const about = specPhrasing(variable.descriptionHtml, call)
              return [
                inlineCode(`{${variable.name}}`),
                text(': default '),
                variable.default ? inlineCode(variable.default) : text('(empty)'),
                ...(variable.enum ? [text(`, one of ${variable.enum.join(', ')}`)] : []),
                ...(about.length ? [text(' — '), ...about] : [])
              ]
            })
          )
        ]
      })
    )
  ]
}
