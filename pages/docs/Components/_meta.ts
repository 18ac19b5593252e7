// Components sidebar: the section's overview, the library's page, then element pages, charts, forms and guides.
export default {
  index: 'Overview',
  'ui-components': 'UI components library',
  elements: 'Elements',
  charts: 'Charts',
  forms: 'Forms',
  guide: 'Guides'
}
