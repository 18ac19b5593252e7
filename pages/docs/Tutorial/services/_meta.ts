export default {
  aws: 'AWS',
  microsoft: 'Microsoft'
}
