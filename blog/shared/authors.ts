/**
 * Blog authors. A post's frontmatter `authors` may only use these ids; each id
 * gets a page at /blog/authors/<id>/ listing its posts. The blog has a single
 * author, the documentation's own, and names no individual people.
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
    title: 'Writes the VnV Tools documentation and this blog',
    url: 'https://github.com/infrasoftbe/vnv-documentation',
    imageUrl: '/img/authors/docs-team.svg'
  }
} satisfies Record<string, BlogAuthor>

export type BlogAuthorId = keyof typeof blogAuthors
