// Children of /docs/Tutorial/intro/: how to contribute content to this site.
export default {
  'adding-a-page': 'Adding a page',
  'adding-a-document': 'Adding a document',
  'adding-a-blog-post': 'Adding a blog post'
}
