/**
 * What the REST reference's components mean in a page's Markdown twin (markdown/generator/types.ts):
 * the data a generated page hands its components, as Markdown tables, lists and fenced blocks.
 * Spec text reaches the twin only inside nodes (text, inline code, code), so it stays data.
 */
import type { ComponentMap } from '../../../markdown/generator/types'
import { changesMarkdown } from './changes'
import { operationMarkdown } from './operation'
import { schemaPageMarkdown } from './schema-page'
import { specMarkdown } from './spec'

export const restComponentMarkdown: ComponentMap = {
  ...operationMarkdown,
  ...schemaPageMarkdown,
  ...specMarkdown,
  ...changesMarkdown
}
