/**
 * Every component a page may use, with its Markdown meaning: each feature keeps the meaning of its
 * own components beside them.
 */
import { blogComponentMarkdown } from '../../blog/generator/markdown'
import { docsIndexComponentMarkdown } from '../../docs-index/generator/markdown'
import { restComponentMarkdown } from '../../rest/generator/markdown'
import { themeComponentMarkdown } from './theme-components'
import type { ComponentMap } from './types'

export const componentMarkdown: ComponentMap = {
  ...themeComponentMarkdown,
  ...blogComponentMarkdown,
  ...docsIndexComponentMarkdown,
  ...restComponentMarkdown
}
