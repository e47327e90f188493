import type { ScaffoldTemplate } from '../scaffold_template.js'

/**
 * tests/functional/items.spec.ts: the API over real HTTP with the project's
 * test client and factories (runs on SQLite and MariaDB like every suite):
 * permissions, validation, the stored row, the emitted event and search.
 */
export const functionalSpecTemplate: ScaffoldTemplate = {
  path: () => 'tests/functional/items.spec.ts',
  contents: ({ id, title, snake, pascal }) => `import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import { UserFactory } from '#database/factories/user_factory'
import ${pascal}Item from '../../server/models/${snake}_item.js'

test.group('${title}: items API', () => {
  test('guests list the items, newest first', async ({ assert, client }) => {
    const older = await ${pascal}Item.create({ userId: null, title: 'Older' })
    const newer = await ${pascal}Item.create({ userId: null, title: 'Newer' })
    const response = await client.get('/api/v1/${id}/items')
    assert.equal(response.status(), 200)
    const ids = response.body().data.map((item: { id: number }) => item.id)
    assert.isBelow(ids.indexOf(newer.id), ids.indexOf(older.id))
  })

  test('creating needs the create permission: 401 for guests, 403 for members', async ({ assert, client }) => {
    const create = () => client.post('/api/v1/${id}/items').json({ title: 'Hi' }).withCsrfToken()
    assert.equal((await create()).status(), 401)
    assert.equal((await create().loginAs(await UserFactory.create())).status(), 403)
  })

  test('an admin creates an item: it is stored and ${id}:item_created is emitted', async ({ assert, client, cleanup }) => {
    const events = emitter.fake(['${id}:item_created'])
    cleanup(() => emitter.restore())
    const admin = await UserFactory.apply('admin').create()
    const response = await client.post('/api/v1/${id}/items').json({ title: '  First  ' }).withCsrfToken().loginAs(admin)
    assert.equal(response.status(), 201)
    const stored = await ${pascal}Item.findOrFail(response.body().item.id)
    assert.equal(stored.title, 'First')
    assert.equal(stored.userId, admin.id)
    events.assertEmitted('${id}:item_created', ({ data }) => data.id === stored.id && data.userId === admin.id)
  })

  test('a missing title answers 422 naming the field', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await client.post('/api/v1/${id}/items').json({ title: '' }).withCsrfToken().loginAs(admin)
    assert.equal(response.status(), 422)
    assert.properties(response.body().errors, ['title'])
  })

  test('an item is found by its title through the search API, by whoever may view the items', async ({ assert, client }) => {
    const item = await ${pascal}Item.create({ userId: null, title: \`Searchable \${Date.now()}\` })
    const response = await client.get('/api/v1/search/${snake}_items').qs({ query: item.title })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().data, [{ model_type: '${snake}_item', id: item.id, title: item.title }])
  })
})
`,
}

/** tests/unit/manifest.spec.ts: no HTTP, no database: the manifest and the validator on their own. */
export const unitSpecTemplate: ScaffoldTemplate = {
  path: () => 'tests/unit/manifest.spec.ts',
  contents: ({ id, title }) => `import { test } from '@japa/runner'
import { validateManifest } from '#core/kernel/manifest_validator'
import manifest from '../../plugin.js'
import { createItemValidator } from '../../server/validators/item_validator.js'

test.group('${title}: manifest and validation', () => {
  test('the manifest passes the kernel checks', ({ assert }) => {
    assert.strictEqual(validateManifest(manifest, '${id}', 'plugin.ts'), manifest)
  })

  test('a title is trimmed, and an empty one is refused', async ({ assert }) => {
    assert.deepEqual(await createItemValidator.validate({ title: '  Hello  ' }), { title: 'Hello' })
    await assert.rejects(() => createItemValidator.validate({ title: '   ' }))
  })
})
`,
}
