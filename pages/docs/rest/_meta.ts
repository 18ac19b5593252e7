// The spec folders (one per file in openapi/, labels and order from config/rest.ts) are written by the
// REST generator; relative import: tsx (scripts/navigation) reads this file too.
import specFolders from '../../../generated/rest/sidebar'

export default {
  overview: 'Session service',
  endpoints: 'Database service',
  examples: 'Management service',
  users: 'User service',
  'ms-g365': 'Microsoft Graph 365',
  ...specFolders
}
