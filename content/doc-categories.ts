/**
 * The generated category index pages (/docs/category/<slug>/). Label and
 * description are written here; the cards come from the folder's pages and
 * its _meta.ts order at generation time (docs-index/generator).
 */
export interface DocCategory {
  slug: string
  label: string
  description: string
  /** Folder under pages/ whose children become the cards. */
  folder: string
}

export const docCategories: DocCategory[] = [
  {
    slug: 'digital-platforms',
    label: 'Digital platforms',
    description: 'The external platforms the VnV toolkit works with or keeps references to, and what the documentation records about each.',
    folder: 'docs/Tutorial/digital-platforms'
  },
  {
    slug: 'microsoft',
    label: 'SharePoint (PnP) REST API',
    description: 'Every operation of the SharePoint REST service: sites, webs, lists, fields, items, files and folders.',
    folder: 'docs/rest/microsoft'
  },
  {
    slug: 'sessions',
    label: 'Session REST API',
    description:
      'Every operation of the session service: sessions, the session project, its nodes, structures, relations, metadata and files, and imports.',
    folder: 'docs/rest/session'
  },
  {
    slug: 'vnv-project',
    label: 'VnV Project',
    description:
      'The project model package: creating a project, its models and rights, the basic CRUD operations and advanced manipulation.',
    folder: 'docs/Packages/vnv-project'
  },
  {
    slug: 'basics-concepts',
    label: 'Basic concepts',
    description: 'Create, read, update and delete the building blocks of a project: nodes, relations, metadata, structures and lists.',
    folder: 'docs/Packages/vnv-project/basics'
  },
  {
    slug: 'advanced-concepts',
    label: 'Advanced concepts',
    description: 'Beyond single calls: the methods of node instances, the operation stack, and project-level changes.',
    folder: 'docs/Packages/vnv-project/advanced'
  },
  {
    slug: 'vnv-api-kit',
    label: 'VnV API kit',
    description: 'A TypeScript client of the VnV services: its layers, batching and fetch factory, and one page per service.',
    folder: 'docs/Packages/vnv-api-kit'
  },
  {
    slug: 'guide',
    label: 'API kit guide',
    description: 'How the API kit is put together: the introduction, the API layer, the batcher and the fetch factory.',
    folder: 'docs/Packages/vnv-api-kit/guide'
  }
]
