// In-house charts of the UI component library.
export default {
  breakdown: 'Breakdown',
  heatmap: 'Heatmap',
  matrix: 'Matrix'
}
