export default {
  'ghrc-proxy-server': 'Proxy server from GHCR'
}
