// Sidebar of the Tutorial section, in reading order.
export default {
  'quick-start': 'Quick start',
  Application: 'Application',
  Guides: 'Guides',
  Wiki: 'Wiki',
  'digital-platforms': 'Digital platforms',
  servers: 'VnV servers',
  services: 'Services',
  intro: 'Getting started with this documentation'
}
