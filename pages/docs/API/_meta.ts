export default {
  index: 'Overview',
  identifiers: 'Identifiers and tokens',
  'infrasoft-project': 'infrasoft-project',
  'infrasoft-vnv-api-kit': 'infrasoft-vnv-api-kit',
  'vnv-sdk': 'vnv-sdk',
  'infrasoft-ui-components': 'infrasoft-ui-components',
  'infrasoft-vnv-excel-generator': 'infrasoft-vnv-excel-generator'
}
