/**
 * The tags of a spec: those it declares (with OpenAPI 3.2's `summary`, `parent` and `kind`) and those its
 * operations use. Navigation tags (no `kind`, or `nav`) group operations, nested ones in nested groups
 * (rest/generator/tag-groups.ts) whose pages are in a folder of their own; a tag of any other kind (`badge`,
 * `audience`…) only labels the operations that carry it.
 */
import { CHANGELOG_SLUG, GUIDE_FOLDER, SCHEMAS_FOLDER } from '../../shared/routes'
import { pointer } from '../spec-error'
import { asArray, isRecord, str } from './json'
import { slugify, suffixedSlug } from './slug'
import type { TagModel } from './types'

/** Whether a tag groups operations in the sidebar and on the introduction page. */
export const isNavigationTag = (tag: TagModel | undefined) => tag?.kind === undefined || tag.kind === 'nav'

/** The words a page uses for a tag: its summary where it has one, else its name. */
export const tagLabel = (tag: TagModel) => tag.summary ?? tag.name

/** An operation's group: the first of its tags that navigates (undefined: none). */
export const navigationTagOf = (tags: string[], byName: Map<string, TagModel>) => tags.find((name) => isNavigationTag(byName.get(name)))

/**
 * The spec's tags that pages show: the declared ones that operations use, or that are parents of a used
 * one, in the spec's order, then those operations use without declaring them. A `parent` that names no
 * declared navigation tag, or that leads back to the tag, is dropped with a warning (the group is then a
 * top-level one). Each nested navigation tag gets its folder: its parent's, then its own name as a slug,
 * kept apart (with a warning) from the names in `taken` (the operations' page slugs) and from the spec
 * folder's own pages and folders.
 */
export function readTags(
  raw: unknown,
  used: { tags: string[]; webhook?: true }[],
  file: string,
  taken: Set<string>
): { tags: TagModel[]; warnings: string[] } {
  const warnings: string[] = []
  const declared: TagModel[] = asArray(raw)
    .filter(isRecord)
    .map((t) => ({
      name: String(t.name),
      ...(str(t.summary) && { summary: t.summary as string }),
      ...(str(t.description) && { description: t.description as string }),
      ...(str(t.parent) && { parent: t.parent as string }),
      ...(str(t.kind) && { kind: t.kind as string })
    }))
  const byName = new Map(declared.map((tag) => [tag.name, tag]))
  declared.forEach((tag, i) => {
    if (tag.parent === undefined) return
    const at = `${file} at ${pointer('tags', String(i), 'parent')}`
    const parent = byName.get(tag.parent)
    let problem: string | undefined
    if (!parent) problem = `the tag "${tag.name}" is nested under "${tag.parent}", which the spec does not declare`
    else if (!isNavigationTag(parent) && isNavigationTag(tag))
      problem = `the tag "${tag.name}" is nested under "${tag.parent}", whose kind "${parent.kind}" does not group operations`
    else {
      // Up its parents until the top, or a tag met before: itself (a loop through it), or another (a loop above it,
      // broken where the first of its tags is read).
      const chain = [tag.name]
      for (
        let up: TagModel | undefined = parent;
        up && !chain.slice(1).includes(up.name);
        up = up.parent ? byName.get(up.parent) : undefined
      ) {
        chain.push(up.name)
        if (up.name === tag.name) {
          problem = `the tag "${tag.name}" is nested under itself (${chain.join(' → ')})`
          break
        }
      }
    }
    if (!problem) return
    warnings.push(
      `${at}: ${problem}; its group is shown at the top level. Name a declared tag of the same kind as its "parent", or remove it.`
    )
    delete tag.parent
  })
  const navigation = new Set(used.filter((op) => !op.webhook).flatMap((op) => navigationTagOf(op.tags, byName) ?? []))
  const needed = new Set(used.flatMap((op) => op.tags))
  for (const name of navigation)
    for (let up = byName.get(name)?.parent; up !== undefined && !needed.has(up); up = byName.get(up)?.parent) needed.add(up)
  // Folders, parents first (a parent may be declared after its child): each below its parent's, named apart from the rest.
  const reserved = new Set([...taken, CHANGELOG_SLUG, SCHEMAS_FOLDER, GUIDE_FOLDER])
  const folderOf = (tag: TagModel): string | undefined => {
    if (tag.parent === undefined || !isNavigationTag(tag)) return undefined
    if (tag.folder !== undefined) return tag.folder
    const natural = slugify(tag.name) || 'tag'
    let slug = natural
    for (let n = 1; reserved.has(slug); n++) slug = suffixedSlug(natural, n === 1 ? `tag ${tag.name}` : `tag ${tag.name} ${n}`)
    if (slug !== natural)
      warnings.push(
        `${file} at ${pointer('tags', String(declared.indexOf(tag)))}: the tag "${tag.name}" gives its group's folder the name "${natural}", which an operation's page or another folder has; its folder is "${slug}" instead. Rename the tag or the operationId.`
      )
    reserved.add(slug)
    const above = folderOf(byName.get(tag.parent)!)
    return (tag.folder = above ? `${above}/${slug}` : slug)
  }
  const tags = [
    ...declared.filter((tag) => needed.has(tag.name)),
    ...[...needed].filter((name) => !byName.has(name)).map((name) => ({ name }))
  ]
  for (const tag of tags) folderOf(tag)
  return { tags, warnings }
}
