export default {
  'reports-analysis': 'Reports analysis'
}
