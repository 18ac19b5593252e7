export default {
  introduction: 'Introduction',
  'vnv-api-kit': 'VnV API-KIT',
  'vnv-project': 'VnV Project',
  'vnv-sdk': 'VnV SDK',
  'vnv-excel-genertor': 'VnV Excel generator',
  'fluentui-react-wrapper': 'Fluent UI React wrapper'
}
