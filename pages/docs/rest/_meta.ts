export default {
  overview: 'Session service',
  endpoints: 'Database service',
  examples: 'Management service',
  users: 'User service',
  'ms-g365': 'Microsoft Graph 365',
  // Generated from openapi/*.yaml by the REST generator
  session: 'Session API',
  microsoft: 'SharePoint (PnP) API',
  database: 'Database API',
  management: 'Management API'
}
