export default {
  'create-project': 'Create a project',
  models: 'Models',
  configuration: 'Configuration',
  basics: 'Basics concepts',
  advanced: 'Advanced concepts'
}
