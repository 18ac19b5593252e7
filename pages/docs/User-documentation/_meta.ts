export default {
  'formatting-excel-input-file': 'Formatting the Excel input file'
}
