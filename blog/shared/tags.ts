/**
 * Blog tags. A post's frontmatter `tags` may only use these slugs; each slug
 * gets a page at /blog/tags/<slug>/. The five slugs are kept from the first
 * version of the blog so that its tag URLs keep working; labels and
 * descriptions say what each tag gathers on this blog.
 */
export interface BlogTag {
  label: string
  description: string
}

export const blogTags = {
  'auto-generated': {
    label: 'Auto-generated',
    description:
      'Posts that npm run blog:from-commit writes from a conventional commit message, and a hand-written example of what it produces.'
  },
  docusaurus: {
    label: 'Docs platform',
    description:
      'Posts about this documentation site and its blog: how the sections are organised, which parts are generated, and how posts are written in MDX.'
  },
  facebook: {
    label: 'React ecosystem',
    description: 'Posts about React and the libraries built on it, and the React components a post can embed through MDX.'
  },
  hello: {
    label: 'Hello',
    description:
      'Introductions: posts that present the blog, a part of the toolkit or a concept to readers who are meeting it for the first time.'
  },
  hola: {
    label: 'Hola',
    description: 'Greetings: posts that open the blog or give a first map of the documentation.'
  }
} satisfies Record<string, BlogTag>
