/** Which REST operations a query names by method and path (search/components/operations.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { keyWords } from '../components/engine'
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

  it('lets a path parameter ({filePath}) hold folders, the fewest segments first', () => {
    const documents = ['GET /sessions/{sessionId}/documents/{filePath}', 'GET /sessions/{sessionId}/documents/{filePath}/download']
    assert.deepEqual(operationsNamed('GET /sessions/42/documents/summary.xlsx', documents), [documents[0]])
    assert.deepEqual(operationsNamed('GET /sessions/42/documents/reports/summary.xlsx/download', documents), [documents[1], documents[0]])
    assert.deepEqual(operationsNamed('GET /sessions/42/documents', documents), [])
    assert.deepEqual(operationsNamed('GET /sessions/42/43/documents/a', documents), [])
  })

  it('names nothing for another method, another length of path, or words without a path or a method', () => {
    assert.deepEqual(operationsNamed('PUT /sessions', OPERATIONS), [])
    assert.deepEqual(operationsNamed('GET /sessions/42/project', OPERATIONS), [])
    assert.deepEqual(operationsNamed('sessions project', OPERATIONS), [])
    assert.deepEqual(operationsNamed('sessions and/or projects', OPERATIONS), [])
  })
})

/** Listed out of order: the order named is the function's own. */
const RESOURCES = [
  'GET /sessions/{sessionId}/project/nodes/{token}',
  'POST /sessions/{sessionId}/project/nodes',
  'GET /sessions/{sessionId}/project',
  'PUT /sessions/{sessionId}/project',
  'GET /sessions/{sessionId}/project/metadata',
  'GET /sessions/{sessionId}/project/nodes',
  'GET /sessions/{sessionId}',
  'DELETE /sessions/{sessionId}',
  'POST /sessions',
  'GET /sessions',
  'GET /'
]

describe('operationsNamed, by a method and words of the path', () => {
  it('names the operations of that method whose path has each other word, the path of exactly those words first', () => {
    assert.deepEqual(operationsNamed('GET sessions', RESOURCES), [
      'GET /sessions',
      'GET /sessions/{sessionId}',
      'GET /sessions/{sessionId}/project',
      'GET /sessions/{sessionId}/project/metadata',
      'GET /sessions/{sessionId}/project/nodes',
      'GET /sessions/{sessionId}/project/nodes/{token}'
    ])
    assert.deepEqual(operationsNamed('post sessions', RESOURCES), ['POST /sessions', 'POST /sessions/{sessionId}/project/nodes'])
    assert.deepEqual(operationsNamed('get sessions project nodes', RESOURCES), [
      'GET /sessions/{sessionId}/project/nodes',
      'GET /sessions/{sessionId}/project/nodes/{token}'
    ])
  })

  it('lists fewer other segments first, then shorter paths, whatever the order of the list', () => {
    const named = [
      'GET /sessions/{sessionId}/project',
      'GET /sessions/{sessionId}/project/metadata',
      'GET /sessions/{sessionId}/project/nodes'
    ]
    assert.deepEqual(operationsNamed('get project', RESOURCES).slice(0, 3), named)
    assert.deepEqual(operationsNamed('get project', [...RESOURCES].reverse()).slice(0, 3), named)
    assert.deepEqual(operationsNamed('GET nodes', RESOURCES), [
      'GET /sessions/{sessionId}/project/nodes',
      'GET /sessions/{sessionId}/project/nodes/{token}'
    ])
  })

  it('takes the method as the first or the last word, in any case', () => {
    assert.deepEqual(operationsNamed('sessions POST', RESOURCES), ['POST /sessions', 'POST /sessions/{sessionId}/project/nodes'])
    assert.deepEqual(operationsNamed('Delete Sessions', RESOURCES), ['DELETE /sessions/{sessionId}'])
    assert.deepEqual(operationsNamed('sessions get project', RESOURCES), [])
  })

  it('matches a word to a segment in the singular or the plural', () => {
    assert.deepEqual(operationsNamed('POST session', RESOURCES), ['POST /sessions', 'POST /sessions/{sessionId}/project/nodes'])
    assert.deepEqual(operationsNamed('get node', RESOURCES), [
      'GET /sessions/{sessionId}/project/nodes',
      'GET /sessions/{sessionId}/project/nodes/{token}'
    ])
    assert.deepEqual(operationsNamed('put projects', RESOURCES), ['PUT /sessions/{sessionId}/project'])
    assert.deepEqual(operationsNamed('get metadata', RESOURCES), ['GET /sessions/{sessionId}/project/metadata'])
  })

  it('names nothing for a method alone, where "get sessions" names its operations', () => {
    assert.notDeepEqual(operationsNamed('get sessions', RESOURCES), [])
    assert.deepEqual(operationsNamed('get', RESOURCES), [])
    assert.deepEqual(operationsNamed(' POST ', RESOURCES), [])
  })

  it('names nothing when a word is no literal segment of an operation of that method, where "post sessions" names its operations', () => {
    assert.notDeepEqual(operationsNamed('post sessions', RESOURCES), [])
    assert.deepEqual(operationsNamed('post sessions blog', RESOURCES), [])
    assert.deepEqual(operationsNamed('post sessionId', RESOURCES), [])
    assert.deepEqual(operationsNamed('delete nodes', RESOURCES), [])
  })

  it('leaves prose alone, where "post session" names its operations (queries as the engine passes them, question words left out)', () => {
    const named = (query: string) => operationsNamed(keyWords(query), RESOURCES)
    assert.notDeepEqual(named('post session'), [])
    assert.deepEqual(named('post a blog'), [])
    assert.deepEqual(named('get started'), [])
  })

  it('reads a question by its key words and without its punctuation: "how do I get sessions?" names them', () => {
    assert.deepEqual(operationsNamed(keyWords('how do I get sessions?'), RESOURCES).slice(0, 2), [
      'GET /sessions',
      'GET /sessions/{sessionId}'
    ])
    assert.deepEqual(operationsNamed(keyWords('How to delete a session?'), RESOURCES), ['DELETE /sessions/{sessionId}'])
  })
})
