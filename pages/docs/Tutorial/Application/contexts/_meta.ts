export default {
  introduction: 'Introduction',
  'application-context': 'Application context',
  'module-context': 'Module context'
}
