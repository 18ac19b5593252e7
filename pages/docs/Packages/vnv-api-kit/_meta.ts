export default {
  guide: 'Guide',
  database: 'Database',
  etl: 'ETL',
  flows: 'Flows',
  management: 'Management',
  me: 'Me',
  ms: 'Microsoft (MS)',
  sessions: 'Sessions'
}
