import type { OperationModel, SpecModel } from './model/types'

/** The sidebar and introduction-page group of a spec's webhooks. */
export const WEBHOOKS_GROUP = 'Webhooks'

/** Operations grouped by their first tag, in the spec's tag order; untagged ones last (introduction page and sidebar). */
export function groupByTag(model: SpecModel): [string, OperationModel[]][] {
  const groups = new Map<string, OperationModel[]>(model.tags.map((t) => [t.name, []]))
  for (const op of model.operations) {
    // Webhooks are a group of their own, after every tag.
    if (op.webhook) continue
    const tag = op.tags[0] ?? 'Other operations'
    if (!groups.has(tag)) groups.set(tag, [])
    groups.get(tag)!.push(op)
  }
  const webhooks = model.operations.filter((op) => op.webhook)
  return [...groups, ...(webhooks.length ? [[WEBHOOKS_GROUP, webhooks] as [string, OperationModel[]]] : [])].filter(
    ([, ops]) => ops.length > 0
  )
}
