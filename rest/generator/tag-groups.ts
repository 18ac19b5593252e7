/**
 * The groups pages list a spec's operations in (the sidebar, rest/generator/sidebar.ts, and the introduction
 * page): one per navigation tag (model/tags.ts) in the spec's tag order, nested as the tags are (OpenAPI
 * 3.2 `parent`), operations without one after them, webhooks last.
 */
import { isNavigationTag, navigationTagOf, tagLabel } from './model/tags'
import type { OperationModel, SpecModel, TagModel } from './model/types'

/** The sidebar and introduction-page group of a spec's webhooks. */
const WEBHOOKS_GROUP = 'Webhooks'

/** The group of operations without a navigation tag. */
const UNTAGGED_GROUP = 'Other operations'

export interface TagGroup {
  /** The tag's name (WEBHOOKS_GROUP and UNTAGGED_GROUP name the groups of no tag). */
  name: string
  /** Its title: the tag's summary where given (OpenAPI 3.2), else its name. */
  label: string
  description?: string
  /** A nested group's folder below the spec's folder, which holds its operations' pages (TagModel.folder). */
  folder?: string
  /** The operations whose first navigation tag it is. */
  operations: OperationModel[]
  /** The groups of the tags nested under it, each holding operations or groups that do. */
  children: TagGroup[]
}

/** Operations grouped by their first navigation tag, nested as their tags are; empty groups left out. */
export function groupByTag(model: SpecModel): TagGroup[] {
  const byName = new Map(model.tags.map((tag) => [tag.name, tag]))
  const groups = new Map<string, TagGroup>()
  const groupOf = (tag: TagModel): TagGroup => ({
    name: tag.name,
    label: tagLabel(tag),
    ...(tag.description && { description: tag.description }),
    ...(tag.folder && { folder: tag.folder }),
    operations: [],
    children: []
  })
  for (const tag of model.tags) if (isNavigationTag(tag)) groups.set(tag.name, groupOf(tag))
  const untagged: OperationModel[] = []
  for (const op of model.operations) {
    // Webhooks are a group of their own, after every tag.
    if (op.webhook) continue
    const tag = navigationTagOf(op.tags, byName)
    // A declared tag of the untagged group's name takes them in.
    if (tag === undefined && !groups.has(UNTAGGED_GROUP)) untagged.push(op)
    else groups.get(tag ?? UNTAGGED_GROUP)!.operations.push(op)
  }
  const top: TagGroup[] = []
  for (const group of groups.values()) {
    const parent = byName.get(group.name)?.parent
    if (parent !== undefined && groups.has(parent)) groups.get(parent)!.children.push(group)
    else top.push(group)
  }
  const filled = (list: TagGroup[]): TagGroup[] =>
    list.flatMap((group) => {
      const children = filled(group.children)
      return group.operations.length || children.length ? [{ ...group, children }] : []
    })
  const webhooks = model.operations.filter((op) => op.webhook)
  const flat = (name: string, operations: OperationModel[]): TagGroup[] =>
    operations.length ? [{ name, label: name, operations, children: [] }] : []
  return [...filled(top), ...flat(UNTAGGED_GROUP, untagged), ...flat(WEBHOOKS_GROUP, webhooks)]
}
