export default {
  azure: 'Azure',
  jira: 'Jira',
  neo4j: 'Neo4j',
  relatics: 'Relatics',
  'rqa-studio': 'RQA Studio',
  sharepoint: 'SharePoint',
  testlink: 'TestLink'
}
