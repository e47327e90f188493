import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'

const uniqueWord = () => `Zephyr${Math.random().toString(36).slice(2, 9)}`

/** GET /api/v1/search/:searchable: any module's searchable, behind that searchable's permission. */
test.group('core/search: the search API of one searchable', () => {
  test('a signed-in person finds people by name, presented as the accounts module declares them', async ({ assert, client }) => {
    const word = uniqueWord()
    const found = await UserFactory.merge({ firstName: word, lastName: 'Hopper' }).create()
    const viewer = await UserFactory.create()
    const response = await client.get('/api/v1/search/users').qs({ query: `${word.toLowerCase()} hop` }).loginAs(viewer)
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().data, [{ model_type: 'user', id: found.id, name: `${word} Hopper`, image: null }])
  })

  test('a searchable without a permission is no directory for guests: 401', async ({ assert, client }) => {
    const response = await client.get('/api/v1/search/users').qs({ query: 'anyone' })
    assert.equal(response.status(), 401)
    assert.isString(response.body().message)
  })

  test("a searchable's permission decides: guests holding it search, a person without it gets 403", async ({ assert, client }) => {
    assert.equal((await client.get('/api/v1/search/tracks').qs({ query: 'song' })).status(), 200)
    const roleless = await UserFactory.create()
    await db.from('user_roles').where('user_id', roleless.id).delete()
    assert.equal((await client.get('/api/v1/search/tracks').qs({ query: 'song' }).loginAs(roleless)).status(), 403)
  })

  test('an undeclared searchable is 404, a missing query 422 naming the field', async ({ assert, client }) => {
    const viewer = await UserFactory.create()
    assert.equal((await client.get('/api/v1/search/nothing_here').qs({ query: 'x' }).loginAs(viewer)).status(), 404)
    const invalid = await client.get('/api/v1/search/users').qs({ query: ' ', limit: 500 }).loginAs(viewer)
    assert.equal(invalid.status(), 422)
    assert.isString(invalid.body().message)
    assert.properties(invalid.body().errors, ['query', 'limit'])
  })
})
