// The blog has its own sidebar (recent posts by year, blog/components/BlogLayout.tsx),
// so Nextra's sidebar, table of contents and pager are off for every blog page.
export default {
  '*': {
    display: 'hidden',
    theme: { sidebar: false, toc: false, breadcrumb: false, pagination: false, timestamp: false, typesetting: 'article' }
  }
}
