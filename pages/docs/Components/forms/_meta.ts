// Forms section of the Components sidebar.
export default {
  Form: 'Forms from JSON Schema'
}
