/**
 * Blog authors. A post's frontmatter `authors` may only use these ids; each id
 * gets a page at /blog/authors/<id>/ listing its posts. Authors are team roles,
 * never individual people.
 */
export interface BlogAuthor {
  name: string
  title: string
  url?: string
  imageUrl?: string
}

export const blogAuthors = {
  'docs-team': {
    name: 'Docs team',
    title: 'Writes and maintains the VnV Tools documentation',
    url: 'https://github.com/infrasoftbe/vnv-documentation',
    imageUrl: '/img/authors/docs-team.svg'
  },
  'platform-team': {
    name: 'Platform team',
    title: 'Builds the project model, the API kit, the SDK and the session services',
    url: 'https://github.com/infrasoftbe',
    imageUrl: '/img/authors/platform-team.svg'
  },
  'ui-team': {
    name: 'UI team',
    title: 'Builds the React UI components and the VnV application modules',
    url: 'https://github.com/infrasoftbe',
    imageUrl: '/img/authors/ui-team.svg'
  },
  'release-engineering': {
    name: 'Release engineering',
    title: 'Runs the builds, the CI workflows and the posts generated from commits',
    url: 'https://github.com/infrasoftbe',
    imageUrl: '/img/authors/release-engineering.svg'
  }
} satisfies Record<string, BlogAuthor>

export type BlogAuthorId = keyof typeof blogAuthors
