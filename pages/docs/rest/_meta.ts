// The spec folders (one per file in openapi/, labels and order from config/rest.ts) are written by the
// REST generator; relative import: tsx (scripts/navigation) reads this file too.
import specFolders from '../../../generated/rest/sidebar'

// Two groups a reader tells apart: hand-written guides to each service, then the references generated from the specs.
export default {
  index: 'Overview',
  '-- guides': { type: 'separator', title: 'Service guides' },
  overview: 'Session service',
  endpoints: 'Database service',
  examples: 'Management service',
  users: 'User service',
  'ms-g365': 'Microsoft Graph 365',
  '-- reference': { type: 'separator', title: 'API reference (from the specs)' },
  ...specFolders
}
