import type { ScaffoldTemplate } from '../scaffold_template.js'

/**
 * tests/functional/items.spec.ts: the API over real HTTP (runs on SQLite and
 * MariaDB like every suite): permissions, validation, the stored row and
 * the emitted event.
 */
export const functionalSpecTemplate: ScaffoldTemplate = {
  path: () => 'tests/functional/items.spec.ts',
  contents: ({ id, title, snake, pascal }) => `import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import { createUser } from '#core/accounts/server/actions/create_user'
import { HttpSession } from '#tests/helpers/http_client'
import ${pascal}Item from '../../server/models/${snake}_item.js'

const PASSWORD = 'secret-password-1'
let accounts = 0

async function signedIn(options: { admin?: boolean } = {}) {
  const email = \`${id}-\${Date.now()}-\${++accounts}@example.com\`
  const user = await createUser({ email, password: PASSWORD, firstName: '${title}', admin: options.admin, verified: true })
  const session = await new HttpSession().start()
  const login = await session.call('/auth/login', { method: 'POST', json: { email, password: PASSWORD, remember: false } })
  if (login.status !== 200) throw new Error(\`sign-in failed: \${login.status} \${login.text}\`)
  return { user, session }
}

test.group('${title}: items API', () => {
  test('guests list the items, newest first', async ({ assert }) => {
    const older = await ${pascal}Item.create({ userId: null, title: 'Older' })
    const newer = await ${pascal}Item.create({ userId: null, title: 'Newer' })
    const response = await new HttpSession().call('/api/v1/${id}/items')
    assert.equal(response.status, 200)
    const ids = response.json().data.map((item: { id: number }) => item.id)
    assert.isBelow(ids.indexOf(newer.id), ids.indexOf(older.id))
  })

  test('creating needs the create permission: 401 for guests, 403 for members', async ({ assert }) => {
    const guest = await new HttpSession().start()
    assert.equal((await guest.call('/api/v1/${id}/items', { method: 'POST', json: { title: 'Hi' } })).status, 401)
    const { session } = await signedIn()
    assert.equal((await session.call('/api/v1/${id}/items', { method: 'POST', json: { title: 'Hi' } })).status, 403)
  })

  test('an admin creates an item: it is stored and ${id}:item_created is emitted', async ({ assert, cleanup }) => {
    const events = emitter.fake(['${id}:item_created'])
    cleanup(() => emitter.restore())
    const { user, session } = await signedIn({ admin: true })
    const response = await session.call('/api/v1/${id}/items', { method: 'POST', json: { title: '  First  ' } })
    assert.equal(response.status, 201)
    const stored = await ${pascal}Item.findOrFail(response.json().item.id)
    assert.equal(stored.title, 'First')
    assert.equal(stored.userId, user.id)
    events.assertEmitted('${id}:item_created', ({ data }) => data.id === stored.id && data.userId === user.id)
  })

  test('a missing title answers 422 naming the field', async ({ assert }) => {
    const { session } = await signedIn({ admin: true })
    const response = await session.call('/api/v1/${id}/items', { method: 'POST', json: { title: '' } })
    assert.equal(response.status, 422)
    assert.properties(response.json().errors, ['title'])
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
