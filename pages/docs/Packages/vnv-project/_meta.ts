export default {
  'create-project': 'Create a project',
  models: 'Models',
  configuration: 'Configuration',
  basics: 'Basic concepts',
  advanced: 'Advanced concepts'
}
