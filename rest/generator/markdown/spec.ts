/** A spec's introduction and the list of specs in Markdown (rest/components/SpecOverview.tsx, SpecList.tsx). */
import type { RootContent } from 'mdast'
import { count } from '../../../lib/count'
import { heading, link, paragraph, text } from '../../../markdown/generator/build'
import type { ComponentCall, ComponentMap } from '../../../markdown/generator/types'
import type { SpecData, SpecSummary } from '../../shared/data-types'
import { downloadFileName, restPageHref } from '../../shared/routes'
import { objectProp } from './props'
import { securityList, serverList } from './security'

/** The page's `spec` export, or a problem saying it is missing. */
export const specOf = (call: ComponentCall) =>
  objectProp<SpecData>(call, 'spec', 'the spec’s data, the page’s `spec` export', [
    'title',
    'version',
    'license',
    'security',
    'securitySchemes',
    'servers',
    'download',
    'file',
    'folder'
  ])

const withSpec =
  (render: (spec: SpecData, call: ComponentCall) => RootContent[]) =>
  (call: ComponentCall): RootContent[] => {
    const spec = specOf(call)
    return spec ? render(spec, call) : []
  }

export const specMarkdown: ComponentMap = {
  /** Version, licence and the download. */
  SpecOverview: withSpec((spec, call) => [
    paragraph(
      text(`Version ${spec.version}`),
      ...(spec.license ? [text(` · Licence ${spec.license.name}`)] : []),
      text(' · '),
      link(call.page.link(spec.download), text(`Download ${spec.file}`))
    )
  ]),
  SpecServers: withSpec((spec, call) => serverList(spec.servers, call)),
  SpecSecurity: withSpec((spec, call) => securityList(spec.security, spec.securitySchemes, call)),

  /** Each spec: its introduction's link as a heading, version, operations, servers, authentication and download. */
  SpecList: (call) => {
    const specs = objectProp<SpecSummary[]>(call, 'specs', 'the list of specs, `specs` of generated/rest/index.json')
    if (!specs) return []
    if (!Array.isArray(specs)) {
      call.problem('needs its `specs` prop to be the list of specs (`specs` of generated/rest/index.json)')
      return []
    }
    return specs.flatMap((spec) => [
      heading(2, link(call.page.link(restPageHref(spec.folder, spec.infoSlug)), text(spec.title))),
      paragraph(text(`Version ${spec.version} · ${count(spec.operations, 'operation')}`)),
      paragraph(text('Servers:')),
      ...serverList(spec.servers, call),
      paragraph(text('Authentication:')),
      ...securityList(spec.security, spec.securitySchemes, call),
      paragraph(link(call.page.link(spec.download), text(`Download ${downloadFileName(spec.download)}`)))
    ])
  }
}
