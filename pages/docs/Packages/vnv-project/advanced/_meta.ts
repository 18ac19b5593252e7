export default {
  'project-manipulation': 'Project manipulation',
  'node-manipulation': 'Node manipulation',
  operations: 'Operations'
}
