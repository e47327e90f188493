import { test } from '@japa/runner'
import { fieldChecksOf } from '#core/kernel/shared/field_rules'
import { brokenRule } from '#core/kernel/shared/field_description'
import type { JsonSchema } from '#core/kernel/shared/openapi'
import { roleValidator } from '#core/accounts/server/validators/role_validators'
import { createUserValidator } from '#core/accounts/server/validators/user_admin_validators'
import { customPageValidator } from '#core/pages/server/validators/custom_page_validator'
import { planValidator } from '#core/billing/server/validators/plan_validator'

const checksOf = (validator: { toJSONSchema(): object }) => fieldChecksOf(validator.toJSONSchema() as JsonSchema)

test.group('Form rules from VineJS validators (core/kernel/shared/field_rules)', () => {
  test('texts and numbers keep their required, lengths, limits and formats; arrays and booleans are left out', ({ assert }) => {
    assert.deepEqual(checksOf(roleValidator), {
      name: { type: 'string', validation: { required: true, min: 1, max: 100 } },
      description: { type: 'string', validation: { max: 255 } },
    })
    assert.deepEqual(checksOf(createUserValidator), {
      email: { type: 'email', validation: { required: true, max: 191 } },
      password: { type: 'string', validation: { required: true, min: 8, max: 128 } },
      first_name: { type: 'string', validation: { max: 100 } },
      last_name: { type: 'string', validation: { max: 100 } },
    })
    const plan = checksOf(planValidator)
    assert.deepEqual(plan.position, { type: 'number', validation: { min: 0, max: 1000 } })
    assert.notProperty(plan, 'prices')
    assert.notProperty(plan, 'free')
  })

  test("a nested object's fields are named with dots, as VineJS names their errors", ({ assert }) => {
    const page = checksOf(customPageValidator)
    assert.deepEqual(page['seo.title'], { type: 'string', validation: { max: 255 } })
    assert.deepEqual(page['seo.description'], { type: 'string', validation: { max: 500 } })
  })

  test('the derived rules refuse what the validator refuses, and pass what it passes', async ({ assert }) => {
    const page = checksOf(customPageValidator)
    for (const [slug, valid] of [['summer-tour-2026', true], ['Summer Tour', false], ['double--dash', false], ['-edge', false]] as const) {
      assert.equal(brokenRule(page.slug, slug) === null, valid, slug)
      const server = await customPageValidator.validate({ title: 'T', slug }).then(() => true, () => false)
      assert.equal(server, valid, `server: ${slug}`)
    }
    const user = checksOf(createUserValidator)
    assert.deepEqual(brokenRule(user.email, ''), { message: 'This field is required.' })
    assert.deepEqual(brokenRule(user.email, 'not an address'), { message: 'Enter a valid email address.' })
    assert.isNull(brokenRule(user.email, 'ada@example.com'))
    assert.deepEqual(brokenRule(user.password, 'short'), { message: 'Enter at least :min characters.', values: { min: '8' } })
    const role = checksOf(roleValidator)
    assert.deepEqual(brokenRule(role.name, 'x'.repeat(101)), { message: 'Enter at most :max characters.', values: { max: '100' } })
    assert.deepEqual(brokenRule(checksOf(planValidator).position, 1001), { message: 'Enter :max or less.', values: { max: '1000' } })
  })
})
