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
      'Posts written by a script rather than by hand: each one is the rendering of a conventional commit message produced by npm run blog:from-commit.'
  },
  docusaurus: {
    label: 'Docs platform',
    description:
      'Posts about how this documentation site is built and published: Next.js and MDX, and the tooling that checks and generates its pages.'
  },
  facebook: {
    label: 'React ecosystem',
    description:
      'Posts about React, the library first released by Facebook, and the libraries around it that this site and the VnV UI components are built on, such as Next.js and PatternFly.'
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
