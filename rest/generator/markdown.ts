/** What the REST reference's components mean in a page's Markdown twin (markdown/generator/types.ts). */
import type { ComponentMap } from '../../markdown/generator/types'

export const restComponentMarkdown: ComponentMap = {}
