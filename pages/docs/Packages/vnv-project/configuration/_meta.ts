export default {
  rights: 'Rights'
}
