export default {
  introduction: 'Introduction',
  'api-layer': 'API layer',
  batcher: 'Batcher',
  'fetch-factory': 'Fetch factory'
}
