/** MDX of the generated docs index pages. Data goes in as escaped JSON exports. */
import { count } from '../../lib/count'
import { jsonExport, mdxPageHead, mdxText } from '../../scripts/lib/generated'
import type { DocCategory } from '../../content/doc-categories'
import type { DocCard, TagCount } from '../shared/data'
import type { TagSummary } from './model'

const SOURCE_TAGS = 'the frontmatter of pages/docs (docs-index/generator)'
const SOURCE_CATEGORIES = 'content/doc-categories.ts and the sidebar (docs-index/generator)'

const TAGS_FILE = 'content/doc-tags.ts'
const CATEGORIES_FILE = 'content/doc-categories.ts'

/** A page made from `sourceFiles` (its "Last updated" is their newest commit). */
function page(source: string, sourceFiles: string[], frontMatter: Record<string, unknown>, body: string[]): string {
  return [...mdxPageHead(source, frontMatter, [...new Set(sourceFiles)]), ...body, ''].join('\n')
}

export function renderTagsIndex(tags: TagSummary[]): string {
  const list: TagCount[] = tags.map((t) => ({ slug: t.slug, label: t.label, description: t.description, count: t.docs.length }))
  return page(
    SOURCE_TAGS,
    [TAGS_FILE, ...tags.flatMap((tag) => tag.docs.map((doc) => doc.file))],
    {
      title: 'Tags',
      description: 'Every tag used in the VnV Tools documentation, with the number of pages that carry it.'
    },
    [
      "import { TagList } from '@/docs-index/components/TagList'",
      '',
      jsonExport('tags', list),
      '',
      '# Tags',
      '',
      'Pages that cover the same subject share a tag. Pick one to see every page that carries it.',
      '',
      '<TagList tags={tags} />'
    ]
  )
}

export function renderTagPage(tag: TagSummary): string {
  const docs = tag.docs.map((d) => ({ title: d.title, href: d.route + '/', description: d.description }))
  return page(
    SOURCE_TAGS,
    [TAGS_FILE, ...tag.docs.map((doc) => doc.file)],
    {
      title: `Pages tagged “${tag.label}”`,
      description: `${count(tag.docs.length, 'page')} tagged “${tag.label}”: ${tag.description}`
    },
    [
      "import { DocCardList } from '@/docs-index/components/DocCardList'",
      '',
      jsonExport('cards', docs),
      '',
      `# ${mdxText(`Pages tagged “${tag.label}”`)}`,
      '',
      mdxText(`${tag.description} ${count(tag.docs.length, 'page')}.`),
      '',
      '<DocCardList items={cards} />',
      '',
      '[All tags](/docs/tags/)'
    ]
  )
}

export function renderCategoryPage(category: DocCategory, cards: DocCard[], sourceFiles: string[]): string {
  // The document title says it is the index: a category often shares its label with its folder's first page.
  // The breadcrumb names it as its heading does.
  return page(
    SOURCE_CATEGORIES,
    [CATEGORIES_FILE, ...sourceFiles],
    { title: `${category.label}: all pages`, sidebarTitle: category.label, description: category.description },
    [
      "import { DocCardList } from '@/docs-index/components/DocCardList'",
      '',
      jsonExport('cards', cards),
      '',
      `# ${mdxText(category.label)}`,
      '',
      mdxText(category.description),
      '',
      '<DocCardList items={cards} />'
    ]
  )
}
