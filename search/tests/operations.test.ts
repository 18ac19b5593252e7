/** Which REST operations a query names by method and path (search/components/operations.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { operationsNamed } from '../components/operations'

const OPERATIONS = [
  'GET /sessions',
  'POST /sessions',
  'GET /sessions/{sessionId}',
  'DELETE /sessions/{sessionId}',
  'GET /sessions/{sessionId}/project/nodes/{token}',
  'GET /'
]

describe('operationsNamed', () => {
  it('names the operation of that method and path, in any case, a trailing slash or not', () => {
    assert.deepEqual(operationsNamed('GET /sessions', OPERATIONS), ['GET /sessions'])
    assert.deepEqual(operationsNamed('post /Sessions/', OPERATIONS), ['POST /sessions'])
  })

  it('fills a path parameter with whatever the reader typed in its place, a value or the parameter itself', () => {
    assert.deepEqual(operationsNamed('delete /sessions/42', OPERATIONS), ['DELETE /sessions/{sessionId}'])
    assert.deepEqual(operationsNamed('GET /sessions/{id}/project/nodes/n-7', OPERATIONS), [
      'GET /sessions/{sessionId}/project/nodes/{token}'
    ])
  })

  it('names every method of a path typed alone', () => {
    assert.deepEqual(operationsNamed('/sessions/{sessionId}', OPERATIONS), ['GET /sessions/{sessionId}', 'DELETE /sessions/{sessionId}'])
    assert.deepEqual(operationsNamed('/', OPERATIONS), ['GET /'])
  })

  it('reads a URL by its path, without its query string, with a scheme or a host and port alone', () => {
    assert.deepEqual(operationsNamed('GET http://localhost:8080/sessions/42?expand=1', OPERATIONS), ['GET /sessions/{sessionId}'])
    assert.deepEqual(operationsNamed('delete localhost:8080/sessions/42', OPERATIONS), ['DELETE /sessions/{sessionId}'])
  })

  it('finds the method and the path among other words, as in a pasted curl command', () => {
    assert.deepEqual(operationsNamed('curl -X POST http://localhost:8080/sessions -d {}', OPERATIONS), ['POST /sessions'])
  })

  it('names nothing for another method, another length of path, or words without a path', () => {
    assert.deepEqual(operationsNamed('PUT /sessions', OPERATIONS), [])
    assert.deepEqual(operationsNamed('GET /sessions/42/project', OPERATIONS), [])
    assert.deepEqual(operationsNamed('get sessions', OPERATIONS), [])
    assert.deepEqual(operationsNamed('sessions and/or projects', OPERATIONS), [])
  })
})
