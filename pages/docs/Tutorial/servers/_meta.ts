export default {
  nginx: 'NGINX',
  'vnv-proxy-server': 'Proxy server',
  'vnv-event-bridge': 'Event bridge',
  'vnv-neo-rest': 'Neo4j REST server',
  'vnv-pnp-rest': 'PnP REST server',
  dockers: 'Docker images'
}
