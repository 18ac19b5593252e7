// Top level of the site. `docs` holds the six documentation sections;
// the other entries are stand-alone pages without a sidebar.
// `layout: 'full'`: the page draws its whole body; the other `theme` settings
// switch off the sidebar, table of contents, breadcrumb and pager.
const standalone = {
  type: 'page',
  display: 'hidden',
  theme: { layout: 'full', sidebar: false, toc: false, breadcrumb: false, pagination: false }
} as const

export default {
  index: standalone,
  docs: { type: 'page', title: 'Docs' },
  // Hidden too, but in a reading column with its table of contents.
  'markdown-page': { display: 'hidden', theme: { ...standalone.theme, layout: 'default', toc: true, typesetting: 'article' } },
  '404': standalone
}
