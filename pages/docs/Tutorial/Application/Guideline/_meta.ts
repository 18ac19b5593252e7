export default {
  Normes: 'Normes (coding standards)'
}
