export default {
  Simple: 'Simple',
  Complex: 'Complex'
}
