import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'

/** Issue 16, the form kit: GET form-rules/{route} states a route's validator rules to whoever the route lets in. */
test.group('Admin: form rules', () => {
  test("the route's validator rules, for someone its guards let in", async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    const response = await client.get('/api/v1/form-rules/accounts.admin.roles.store').loginAs(admin)
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body().fields, {
      name: { type: 'string', validation: { required: true, min: 1, max: 100 } },
      description: { type: 'string', validation: { max: 255 } },
    })
    // A group's guard counts too (billing's plans routes take theirs from the group).
    const plans = await client.get('/api/v1/form-rules/billing.plans.update').loginAs(admin)
    assert.equal(plans.status(), 200)
    assert.deepEqual(plans.body().fields.name, { type: 'string', validation: { required: true, min: 1, max: 100 } })
  })

  test("the route's own guards refuse: guests 401, people without its permission 403", async ({ assert, client }) => {
    const member = await UserFactory.create()
    assert.equal((await client.get('/api/v1/form-rules/accounts.admin.roles.store')).status(), 401)
    assert.equal((await client.get('/api/v1/form-rules/accounts.admin.roles.store').loginAs(member)).status(), 403)
    assert.equal((await client.get('/api/v1/form-rules/billing.plans.update').loginAs(member)).status(), 403)
    const roleEditor = await UserFactory.create()
    await grantPermissions(roleEditor.id, ['admin.access', 'roles.update'])
    assert.equal((await client.get('/api/v1/form-rules/accounts.admin.roles.store').loginAs(roleEditor)).status(), 200)
    assert.equal((await client.get('/api/v1/form-rules/accounts.admin.users.store').loginAs(roleEditor)).status(), 403)
  })

  test('a route without a body validator, or none of that name, is 404', async ({ assert, client }) => {
    const admin = await UserFactory.apply('admin').create()
    for (const name of ['accounts.admin.roles.index', 'no.such.route']) {
      const response = await client.get(`/api/v1/form-rules/${name}`).loginAs(admin)
      assert.equal(response.status(), 404, name)
      assert.equal(response.body().message, 'There is no form for that route.')
    }
    assert.equal((await client.get('/api/v1/form-rules/Not-A-Name').loginAs(admin)).status(), 404)
  })
})
