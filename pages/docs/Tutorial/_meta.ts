// Sidebar of the Tutorial section, in reading order.
export default {
  intro: 'Introduction',
  Application: 'Application',
  Guides: 'Guides',
  Wiki: 'Wiki',
  'digital-platforms': 'Digital platforms',
  servers: 'VnV servers',
  services: 'Services'
}
