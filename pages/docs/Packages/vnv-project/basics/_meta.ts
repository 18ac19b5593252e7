export default {
  'node-crud': 'Node CRUD',
  'relations-crud': 'Relation CRUD',
  'metadata-crud': 'Metadata CRUD',
  'structure-crud': 'Structure CRUD',
  'list-crud': 'List CRUD'
}
