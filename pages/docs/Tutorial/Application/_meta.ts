// Sidebar of /docs/Tutorial/Application/: project layout and conventions first,
// then the shared state (contexts), the modules, and the shared UI services.
export default {
  Guideline: 'Guideline',
  dependencies: 'Dependencies',
  contexts: 'Contexts',
  modules: 'Modules',
  'dialog-box': 'Dialog box',
  'Action-button': 'Action button',
  'list-viewer': 'List viewer'
}
