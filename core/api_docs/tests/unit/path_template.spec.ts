import { test } from '@japa/runner'
import { parseRoute } from '@boringnode/route-matcher'
import { pathTemplates } from '#core/api_docs/server/path_template'

function templatesOf(pattern: string, matchers: Record<string, { match: RegExp }> = {}) {
  return pathTemplates({ tokens: parseRoute(pattern, matchers), matchers })
}

test.group('API docs: route patterns as OpenAPI paths', () => {
  test('parameters become {name} with their matcher as a pattern', ({ assert }) => {
    assert.deepEqual(templatesOf('/api/v1/music/tracks/:id', { id: { match: /^\d+$/ } }), [
      {
        path: '/api/v1/music/tracks/{id}',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
        ],
      },
    ])
  })

  test('an optional segment gives a path without it and one with it; a wildcard is {path}', ({
    assert,
  }) => {
    const optional = templatesOf('/api/v1/users/:id/:tab?')
    assert.deepEqual(
      optional.map(({ path }) => path),
      ['/api/v1/users/{id}', '/api/v1/users/{id}/{tab}']
    )
    assert.deepEqual(
      optional[1].parameters.map(({ name }) => name),
      ['id', 'tab']
    )
    assert.deepEqual(templatesOf('/api/v1/files/*'), [
      {
        path: '/api/v1/files/{path}',
        parameters: [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }],
      },
    ])
  })
})
