/** What operation and changelog pages say about changes, in Markdown (rest/components/ChangedBadge.tsx, ChangesFeedLink.tsx). */
import { link, paragraph, text } from '../../../markdown/generator/build'
import type { ComponentMap } from '../../../markdown/generator/types'
import { CHANGES_FEED_LABEL, CHANGES_FEED_NOTE, changedLabel } from '../../shared/labels/changes'
import { REST_CHANGES_FEED } from '../../shared/routes'
import { stringProp } from './props'
import { formatDay } from '../../../lib/format-day'

export const changesMarkdown: ComponentMap = {
  /** "Changed on <day>", linked to the change in the spec's changelog. */
  ChangedBadge: (call) => {
    const action = stringProp(call, 'action', '`added` or `changed`')
    const day = stringProp(call, 'day', 'the day of the change')
    const href = stringProp(call, 'href', 'the change’s place in the changelog')
    if (!action || !day || !href) return []
    if (action !== 'added' && action !== 'changed') {
      call.problem(`needs its \`action\` prop to be \`added\` or \`changed\`, not \`${action}\``)
      return []
    }
    return [paragraph(link(call.page.link(href), text(`${changedLabel(action)} ${formatDay(day)}`)))]
  },

  /** The Atom feed of API changes. */
  ChangesFeedLink: (call) => [paragraph(link(call.page.link(REST_CHANGES_FEED), text(CHANGES_FEED_LABEL)), text(CHANGES_FEED_NOTE))]
}
