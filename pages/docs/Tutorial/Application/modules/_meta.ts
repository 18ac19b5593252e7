// Module order follows the documented order: Workspace, Navigator, Browser, Editor, Inspector.
export default {
  Workspace: 'Workspace',
  Navigator: 'Navigator',
  Browser: 'Browser',
  Editor: 'Editor',
  Inspector: 'Inspector'
}
