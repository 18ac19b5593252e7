/**
 * The docs tags. A doc's frontmatter `tags` may only use these slugs (the
 * content test enforces it); /docs/tags/ and /docs/tags/<slug>/ list them.
 */
export interface DocTag {
  label: string
  description: string
}

export const docTags = {
  'getting-started': { label: 'Getting started', description: 'First steps with the VnV toolkit and this documentation site.' },
  contributing: { label: 'Contributing', description: 'How to write pages, posts and specs for this site.' },
  application: { label: 'Application', description: 'The VnV application: its layout, context, modules and shared widgets.' },
  modules: { label: 'Modules', description: 'The Workspace, Navigator, Browser, Editor and Inspector modules.' },
  ui: { label: 'UI', description: 'User-interface building blocks and their behaviour.' },
  guides: { label: 'Guides', description: 'Step-by-step operational guides.' },
  deployment: { label: 'Deployment', description: 'What is documented about packaging and running VnV services and sites.' },
  docker: { label: 'Docker', description: 'Container images and how to run them.' },
  git: { label: 'Git', description: 'Branching and release conventions.' },
  security: { label: 'Security', description: 'Certificates, tokens and access rights.' },
  servers: { label: 'Servers', description: 'The VnV back-end servers: proxy, REST, event bridge and reverse proxy.' },
  'digital-platforms': { label: 'Digital platforms', description: 'External platforms the toolkit works with or keeps references to.' },
  microsoft: { label: 'Microsoft', description: 'SharePoint, Microsoft Graph 365 and Azure in the toolkit.' },
  aws: { label: 'AWS', description: 'Amazon S3 and EFS in the toolkit.' },
  neo4j: { label: 'Neo4j', description: 'The Neo4j graph database of committed projects.' },
  jira: { label: 'Jira', description: 'Jira references kept by project items.' },
  analysis: { label: 'Analysis', description: 'Needs analyses, such as the project-reports analysis.' },
  excel: { label: 'Excel', description: 'Spreadsheet import and export.' },
  'api-reference': { label: 'API reference', description: 'Classes, functions and types of the toolkit packages.' },
  'vnv-api-kit': { label: 'VnV API kit', description: 'A client library for the VnV services.' },
  'vnv-project': { label: 'VnV project', description: 'The project model: structures, nodes, relations, metadata and lists.' },
  'vnv-sdk': { label: 'VnV SDK', description: 'The software development kit for the VnV services.' },
  sessions: { label: 'Sessions', description: 'Editing sessions, pulls and commits.' },
  'project-model': { label: 'Project model', description: 'Structures, nodes, relations, metadata and lists.' },
  rest: { label: 'REST', description: 'The REST services and their reference.' },
  components: { label: 'Components', description: 'The UI component library.' },
  charts: { label: 'Charts', description: 'Breakdown, heatmap and matrix visualisations.' },
  forms: { label: 'Forms', description: 'Forms generated from JSON Schema.' },
  accessibility: { label: 'Accessibility', description: 'Keyboard, screen-reader and contrast requirements.' },
  community: { label: 'Community', description: 'How the project works together.' }
} satisfies Record<string, DocTag>

export type DocTagSlug = keyof typeof docTags
