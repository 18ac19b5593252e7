export default {
  index: 'Overview',
  'infrasoft-project': 'infrasoft-project',
  'infrasoft-vnv-api-kit': 'infrasoft-vnv-api-kit',
  'vnv-sdk': 'vnv-sdk',
  'infrasoft-ui-components': 'infrasoft-ui-components',
  'infrasoft-vnv-excel-generator': 'infrasoft-vnv-excel-generator'
}
