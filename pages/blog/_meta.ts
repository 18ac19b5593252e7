// The blog has its own sidebar (recent posts by year, blog/components/BlogLayout.tsx),
// so `'*'` switches the site's sidebar, table of contents, breadcrumb and pager off
// for every blog page, and sets them in a reading column.
export default {
  '*': {
    display: 'hidden',
    theme: { sidebar: false, toc: false, breadcrumb: false, pagination: false, typesetting: 'article' }
  }
}
