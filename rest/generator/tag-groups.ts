import type { OperationModel, SpecModel } from './model/types'

/** Operations grouped by their first tag, in the spec's tag order; untagged ones last (introduction page and sidebar). */
export function groupByTag(model: SpecModel): [string, OperationModel[]][] {
  const groups = new Map<string, OperationModel[]>(model.tags.map((t) => [t.name, []]))
  for (const op of model.operations) {
    const tag = op.tags[0] ?? 'Other operations'
    if (!groups.has(tag)) groups.set(tag, [])
    groups.get(tag)!.push(op)
  }
  return [...groups].filter(([, ops]) => ops.length > 0)
}
