/**
 * What code samples write where the server's address goes when a spec names
 * its server only by a relative path (`/api`): the samples keep the path and
 * mark the missing part, never inventing a host.
 */
export const BASE_URL_PLACEHOLDER = '{baseUrl}'
