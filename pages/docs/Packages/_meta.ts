export default {
  introduction: 'Introduction',
  'vnv-api-kit': 'VnV API kit',
  'vnv-project': 'VnV Project',
  'vnv-sdk': 'VnV SDK',
  'vnv-excel-genertor': 'VnV Excel generator',
  'fluentui-react-wrapper': 'Fluent UI React wrapper'
}
