// Top level of the site. `docs` holds the six documentation sections;
// the other entries are stand-alone pages without a sidebar.
const standalone = {
  type: 'page',
  display: 'hidden',
  theme: { layout: 'full', sidebar: false, toc: false, breadcrumb: false, pagination: false, timestamp: false }
} as const

export default {
  index: standalone,
  docs: { type: 'page', title: 'Docs' },
  // A 'doc' (not a 'page') so Nextra renders its table of contents.
  'markdown-page': { display: 'hidden', theme: { ...standalone.theme, layout: 'default', toc: true, typesetting: 'article' } },
  '404': standalone
}
