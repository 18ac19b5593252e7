import { restHandWrittenPages } from '../../config/rest'
import { REST_ROUTE, restPageHref } from '../shared/routes'
import type { GeneratedSpec } from './generated-spec'

/**
 * Old upper-case URLs of every REST page → the lower-case pages. Written to
 * generated/rest/redirects.json, which the post-build step turns into
 * redirect stubs: the pages of every generated spec are in it, so a new spec
 * gets its redirects with nothing else to list.
 */
export function restRedirects(specs: Pick<GeneratedSpec, 'config' | 'model'>[]): { from: string; to: string }[] {
  const lower = [
    `${REST_ROUTE}/`,
    ...restHandWrittenPages.map((p) => `${REST_ROUTE}/${p}/`),
    ...specs.flatMap(({ config, model }) => [
      restPageHref(config.folder, config.infoSlug),
      ...model.operations.map((op) => restPageHref(config.folder, op.slug))
    ])
  ]
  return lower.map((to) => ({ from: to.replace(/^\/docs\/rest\//, '/docs/REST/').replace(/\/$/, ''), to }))
}
