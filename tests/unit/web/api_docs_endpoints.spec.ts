import { test } from '@japa/runner'
import type { OpenApiDocument, OpenApiOperation } from '../../../core/kernel/shared/openapi.js'
import {
  constraintsOf,
  curlCommand,
  endpointGroups,
  fieldsOf,
  filterEndpoints,
  typeLabel,
} from '../../../core/api_docs/web/features/api_docs/endpoints.js'

const operation = (
  summary: string,
  tag: string,
  extra: Partial<OpenApiOperation> = {}
): OpenApiOperation => ({
  operationId: summary,
  summary,
  tags: [tag],
  parameters: [],
  responses: { '200': { description: 'OK' } },
  ...extra,
})

const playlistBody = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    links: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' } } } },
  },
}

const document = {
  openapi: '3.1.0',
  info: { title: 'API', version: 'v1', description: '' },
  tags: [{ name: 'Accounts' }, { name: 'Music' }],
  paths: {
    '/api/v1/music/playlists': {
      post: operation('Create a playlist', 'Music', {
        requestBody: { required: true, content: { 'application/json': { schema: playlistBody } } },
      }),
    },
    '/api/v1/users/{id}': {
      get: operation('A person', 'Accounts'),
      delete: operation('Delete an account', 'Accounts'),
    },
  },
  components: { schemas: {}, securitySchemes: {} },
} satisfies OpenApiDocument

test.group('API docs screen: endpoints', () => {
  test('grouped by module in the tags order; search keeps endpoints matching every word', ({
    assert,
  }) => {
    const groups = endpointGroups(document)
    assert.deepEqual(
      groups.map(({ tag, endpoints }) => [
        tag,
        endpoints.map(({ method, path }) => `${method} ${path}`),
      ]),
      [
        ['Accounts', ['get /api/v1/users/{id}', 'delete /api/v1/users/{id}']],
        ['Music', ['post /api/v1/music/playlists']],
      ]
    )
    assert.deepEqual(
      filterEndpoints(groups, 'DELETE users').flatMap(({ endpoints }) =>
        endpoints.map(({ operation: { summary } }) => summary)
      ),
      ['Delete an account']
    )
    assert.deepEqual(filterEndpoints(groups, 'playlist nowhere'), [])
  })

  test('copy curl: method, URL, token placeholder and an example body', ({ assert }) => {
    const [, music] = endpointGroups(document)
    assert.equal(
      curlCommand(music.endpoints[0], 'https://music.example'),
      [
        "curl -X POST 'https://music.example/api/v1/music/playlists'",
        "-H 'Accept: application/json'",
        "-H 'Authorization: Bearer YOUR_API_TOKEN'",
        "-H 'Content-Type: application/json'",
        `-d '{"name":"","links":[{"url":""}]}'`,
      ].join(' \\\n  ')
    )
  })

  test('body fields with nested names, types and constraints in words', ({ assert }) => {
    assert.deepEqual(
      fieldsOf(playlistBody).map(({ name, required }) => [name, required]),
      [
        ['name', true],
        ['links', false],
        ['links[].url', false],
      ]
    )
    assert.equal(typeLabel(playlistBody.properties.links), 'object[]')
    assert.equal(typeLabel({ type: ['string', 'null'] }), 'string | null')
    assert.equal(typeLabel({ enum: [1, true, 'on'] }), 'number | boolean | string')
    assert.deepEqual(constraintsOf(playlistBody.properties.name), ['1 to 100 chars'])
    assert.deepEqual(constraintsOf({ enum: [1, 1, true, true] }), ['one of: 1, true'])
    assert.deepEqual(constraintsOf({ type: 'integer', minimum: 1 }), ['at least 1'])
  })
})
