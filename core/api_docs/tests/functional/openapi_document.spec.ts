import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { Validator } from '@seriousme/openapi-schema-validator'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { CookieSession } from '#tests/helpers/cookie_session'
import { withRolePermission } from '#tests/helpers/permissions'
import { API_ACCESS } from '#core/accounts/permissions'

const DOCUMENT_PATH = '/api/v1/api-docs/openapi.json'

async function documentAsUser() {
  const session = await signIn(await UserFactory.create())
  const response = await session.get(DOCUMENT_PATH)
  return { response, document: response.body() }
}

/** '/api/v1/music/tracks/:id' -> '/api/v1/music/tracks/{id}' (optional and wildcard segments aside). */
function openApiPath(pattern: string) {
  return pattern.replace(/:(\w+)/g, '{$1}')
}

/** Issue 14: the OpenAPI 3.1 document generated from every module's routes and validators. */
test.group('API docs: the OpenAPI document', () => {
  test('is a valid OpenAPI 3.1 document', async ({ assert }) => {
    const { response, document } = await documentAsUser()
    assert.equal(response.status(), 200)
    assert.match(response.header('content-type') ?? '', /^application\/json/)
    assert.equal(document.openapi, '3.1.0')

    const result = await new Validator().validate(document)
    assert.deepEqual(result.errors ?? [], [])
    assert.isTrue(result.valid)
  })

  test('lists every /api/v1 route of the router, plugin routes included', async ({ assert }) => {
    const { document } = await documentAsUser()
    const apiRoutes = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.pattern.startsWith('/api/v1/'))
    assert.isAbove(apiRoutes.length, 50)

    const missing = apiRoutes.flatMap((route) => {
      const operations =
        document.paths[
          openApiPath(route.pattern).replace(/\{(\w+)\?\}|\*$/g, (_, name) =>
            name ? `{${name}}` : '{path}'
          )
        ]
      const methods = route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => method.toLowerCase())
      return methods
        .filter((method) => !operations?.[method])
        .map((method) => `${method} ${route.pattern}`)
    })
    assert.deepEqual(missing, [])
    // The fixture plugin's routes are there with no edit in core, under the plugin's name.
    assert.deepInclude(document.tags, { name: 'Echo (test fixture)' })
    assert.equal(document.paths['/api/v1/music/tracks/{id}'].get.tags[0], 'Music')
  })

  test("a route's validator fields are its request body; its guards, its permissions", async ({
    assert,
  }) => {
    const { document } = await documentAsUser()
    const createPlaylist = document.paths['/api/v1/music/playlists'].post
    assert.equal(createPlaylist.summary, 'Create a playlist')
    const body = createPlaylist.requestBody.content['application/json'].schema
    assert.includeMembers(Object.keys(body.properties), [
      'name',
      'description',
      'public',
      'collaborative',
    ])
    assert.include(body.required, 'name')
    assert.deepEqual(createPlaylist['x-permissions'], ['music.view'])
    assert.properties(createPlaylist.responses, ['200', '401', '403', '422'])

    const search = document.paths['/api/v1/music/search'].get
    assert.includeMembers(
      search.parameters.map((parameter: { name: string }) => parameter.name),
      ['query', 'type']
    )

    const track = document.paths['/api/v1/music/tracks/{id}'].get
    assert.deepInclude(track.parameters, {
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: '^[1-9]\\d{0,9}$' },
    })
  })

  test('needs api.access: guests without it get 401, users without it 403', async ({ assert }) => {
    const guest = await new CookieSession().get(DOCUMENT_PATH)
    assert.equal(guest.status(), 401)
    assert.deepEqual(guest.body(), { message: 'You need to be logged in to do that.' })

    const user = await UserFactory.create()
    const session = await signIn(user)
    await db.from('user_roles').where('user_id', user.id).delete()
    const forbidden = await session.get(DOCUMENT_PATH)
    assert.equal(forbidden.status(), 403)
    assert.notProperty(forbidden.body(), 'paths')
  })

  test('login is not required: guests get it when the guest role has api.access', async ({
    assert,
  }) => {
    await withRolePermission('guests', API_ACCESS, async () => {
      const response = await new CookieSession().get(DOCUMENT_PATH)
      assert.equal(response.status(), 200)
      assert.isDefined(response.body().paths['/api/v1/api-docs/openapi.json'].get)
    })
  })
})
