// Guides of the Components section.
export default {
  chart: 'Choosing and using charts',
  component: 'Building with components'
}
