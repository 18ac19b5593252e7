/**
 * Every component a page may use, with its Markdown meaning: each feature keeps the meaning of its
 * own components beside them.
 */
import { restComponentMarkdown } from '../../rest/generator/markdown'
import type { ComponentMap } from './types'

export const componentMarkdown: ComponentMap = {
  ...restComponentMarkdown
}
