/**
 * What the docs index components mean in a page's Markdown twin (markdown/generator/types.ts): the
 * cards of a category or tag page and the tags index become link lists with their descriptions.
 */
import { count } from '../../lib/count'
import type { ComponentCall, ComponentMap } from '../../markdown/generator/types'
import { link, list, text } from '../../markdown/generator/build'
import { docTagRoute, type DocCard, type TagCount } from '../shared/data'

const arrayProp = <T>(call: ComponentCall, name: string): T[] => {
  const value = call.props[name]
  if (!Array.isArray(value)) call.problem(`needs its "${name}" list`)
  return Array.isArray(value) ? value : []
}

export const docsIndexComponentMarkdown: ComponentMap = {
  DocCardList: (call) => [
    list(
      arrayProp<DocCard>(call, 'items').map((card) => [
        link(call.page.link(card.href), text(card.title)),
        ...(card.description ? [text(`: ${card.description}`)] : [])
      ])
    )
  ],
  TagList: (call) => [
    list(
      arrayProp<TagCount>(call, 'tags').map((tag) => [
        link(call.page.link(`${docTagRoute(tag.slug)}/`), text(tag.label)),
        text(` (${count(tag.count, 'page')})${tag.description ? `: ${tag.description}` : ''}`)
      ])
    )
  ]
}
