// Components sidebar: library overview, then element pages, charts, forms and guides.
export default {
  'ui-components': 'UI components library',
  elements: 'Elements',
  charts: 'Charts',
  forms: 'Forms',
  guide: 'Guides'
}
