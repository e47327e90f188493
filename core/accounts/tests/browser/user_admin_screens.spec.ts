import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import { expectToast, field, newAccount, openAt, signInThroughForm, waitForPath } from './browser_helpers.js'
import { eventually } from '#tests/helpers/eventually'

const SUSPENDED = 'Your account is suspended'

/** Issue 16: the admin's users and roles screens, in Chromium. */
test.group('Admin users and roles in Chromium', () => {
  test('an admin finds a member by search and suspends them (they see the suspended screen at once), then lifts it', async ({ assert, cleanup }) => {
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const unique = `Zed${Math.random().toString(36).slice(2, 7)}`
    const member = await newAccount({ firstName: unique })

    const memberBrowser = await openAt('/login')
    cleanup(() => memberBrowser.context.close())
    await signInThroughForm(memberBrowser.page, member.email)
    await waitForPath(memberBrowser.page, '/')

    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin')
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click()
    await waitForPath(page, '/admin/users')
    await page.getByRole('searchbox', { name: 'Search users' }).fill(unique)
    // The search is in the address; the one row left opens the account.
    await page.waitForURL((url) => url.searchParams.get('query') === unique)
    await page.getByRole('row', { name: new RegExp(unique) }).getByText(`${unique} Tester`).click()
    await waitForPath(page, `/admin/users/${member.id}`)

    await page.getByRole('tab', { name: 'Security' }).click()
    await waitForPath(page, `/admin/users/${member.id}/security`)
    await page.getByRole('button', { name: 'Suspend account' }).click()
    const dialog = page.getByRole('dialog', { name: `Suspend ${unique} Tester` })
    // Nothing to send without a reason.
    assert.isTrue(await dialog.getByRole('button', { name: 'Suspend' }).isDisabled())
    await dialog.locator('textarea[name="reason"]').fill('Spam in the comments')
    await dialog.getByRole('button', { name: 'Suspend' }).click()
    await expectToast(page, 'Account suspended')
    await page.getByText('Spam in the comments').waitFor()
    const stored = await User.findOrFail(member.id)
    assert.isNotNull(stored.bannedAt)
    assert.equal(stored.banReason, 'Spam in the comments')

    // The member's next page load shows the suspended screen.
    await memberBrowser.page.reload()
    await memberBrowser.page.getByRole('heading', { name: SUSPENDED }).waitFor()

    await page.getByRole('button', { name: 'Unsuspend' }).click()
    await page.getByRole('dialog', { name: 'Unsuspend account' }).getByRole('button', { name: 'Unsuspend' }).click()
    await expectToast(page, 'Account unsuspended')
    await page.getByRole('button', { name: 'Suspend account' }).waitFor()
    assert.isNull((await User.findOrFail(member.id)).bannedAt)

    await memberBrowser.page.reload()
    await memberBrowser.page.getByRole('link', { name: 'Home' }).first().waitFor()
    assert.equal(await memberBrowser.page.getByRole('heading', { name: SUSPENDED }).count(), 0)
  })

  test('an admin selects two accounts and suspends them with a reason, then lifts one suspension from the list', async ({ assert, cleanup }) => {
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const unique = `Bulk${Math.random().toString(36).slice(2, 7)}`
    const [first, second] = [await newAccount({ firstName: `${unique}a` }), await newAccount({ firstName: `${unique}b` })]
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin')
    await page.goto(`/admin/users?query=${unique}`)
    const row = (name: string) => page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: name })
    await row(`${unique}a`).waitFor()

    await row(`${unique}a`).locator('label').first().click()
    await row(`${unique}b`).locator('label').first().click()
    await page.getByText('2 selected').waitFor()
    await page.getByRole('button', { name: 'Suspend' }).click()
    const dialog = page.getByRole('dialog', { name: 'Suspend 2 accounts?' })
    // Nothing to send without a reason.
    assert.isTrue(await dialog.getByRole('button', { name: 'Suspend' }).isDisabled())
    await dialog.locator('textarea[name="reason"]').fill('Spam ring')
    await dialog.getByRole('button', { name: 'Suspend' }).click()
    await page.getByRole('status').getByText('2 accounts suspended').waitFor()
    // Sent once the undo window is over.
    await page.getByText('2 accounts suspended').waitFor({ state: 'detached', timeout: 15_000 })
    // The request leaves as the toast goes: its rows are stored a moment later.
    await eventually(async () => {
      for (const account of [first, second]) {
        const stored = await User.findOrFail(account.id)
        assert.isNotNull(stored.bannedAt)
        assert.equal(stored.banReason, 'Spam ring')
      }
    })
    await row(`${unique}a`).getByText('Suspended').waitFor()

    await row(`${unique}a`).locator('label').first().click()
    await page.getByRole('button', { name: 'Lift suspension' }).click()
    await page.getByText('1 suspension lifted').waitFor({ state: 'detached', timeout: 15_000 })
    await eventually(async () => assert.isNull((await User.findOrFail(first.id)).bannedAt))
    assert.isNotNull((await User.findOrFail(second.id)).bannedAt)
  }).timeout(90_000)

  test('an admin creates a role with a restriction (a too long name waits in the browser, a taken one is refused under its field) and gives it to a member', async ({ assert, cleanup }) => {
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const member = await newAccount({ firstName: 'Mo' })
    const roleName = `Whisperers ${Math.random().toString(36).slice(2, 7)}`
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin')
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Roles' }).click()
    await waitForPath(page, '/admin/roles')
    await page.getByRole('link', { name: 'New role' }).click()
    await waitForPath(page, '/admin/roles/new')

    // The role validator's rules (GET form-rules) are checked as the admin types: too long a name waits.
    await field(page, 'name').fill('x'.repeat(101))
    await field(page, 'name').blur()
    await page.getByText('Enter at most 100 characters.').waitFor()
    assert.isTrue(await page.getByRole('button', { name: 'Create role' }).isDisabled())

    // The echo fixture plugin's Whisper permission declares a numeric restriction.
    await field(page, 'name').fill('Admins')
    await page.getByText('Whisper', { exact: true }).click()
    await page.getByRole('textbox', { name: 'Whispers a day' }).fill('3')
    await page.getByRole('button', { name: 'Create role' }).click()
    // The server refuses the taken name under its field, which takes focus; nothing is stored.
    await page.locator('input[name="name"][aria-invalid="true"]').waitFor()
    await page.getByText('A role with this name already exists.').waitFor()
    assert.isTrue(await field(page, 'name').evaluate((input) => input === input.ownerDocument.activeElement))
    assert.lengthOf(await db.from('roles').where('name', 'Admins'), 1)

    await field(page, 'name').fill(roleName)
    await page.getByRole('button', { name: 'Create role' }).click()
    await expectToast(page, 'Role created')
    const role = await db.from('roles').where('name', roleName).firstOrFail()
    await waitForPath(page, `/admin/roles/${role.id}/edit`)
    const granted = await db.from('role_permissions').join('permissions', 'permissions.id', 'role_permissions.permission_id').where('role_id', role.id).select('permissions.name', 'role_permissions.restrictions')
    assert.deepEqual(granted.map((row) => [row.name, JSON.parse(row.restrictions)]), [['echo.whisper', [{ name: 'count', value: 3 }]]])

    await page.goto(`/admin/users/${member.id}/permissions`)
    await page.getByText(roleName, { exact: true }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Permissions updated')
    const roles = await db.from('user_roles').where('user_id', member.id).select('role_id')
    assert.include(roles.map((row) => row.role_id), role.id)
  })

  test('the roles list finds a role by search, opens it from its row, and deletes it in bulk; the default role is refused with the reason', async ({ assert, cleanup }) => {
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const word = `Lanterns${Math.random().toString(36).slice(2, 7)}`
    const now = new Date()
    const [keep] = await db.table('roles').insert({ name: `${word} keepers`, description: 'Keep the lights', guests: false, default: false, created_at: now, updated_at: now })
    const [drop] = await db.table('roles').insert({ name: `${word} droppers`, description: null, guests: false, default: false, created_at: now, updated_at: now })
    const grid = (page: Page) => page.getByRole('grid', { name: 'Roles' })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Froles')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/roles')

    await page.getByRole('searchbox', { name: 'Search roles' }).fill(word)
    await page.waitForURL((url) => url.searchParams.get('query') === word)
    await eventually(async () => assert.deepEqual(await grid(page).getByRole('rowheader').allTextContents(), [`${word} droppers`, `${word} keepersKeep the lights`]))

    await grid(page).getByRole('row', { name: new RegExp(`${word} keepers`) }).click()
    await waitForPath(page, `/admin/roles/${keep}/edit`)
    // The searched view is a link.
    await page.goto(`/admin/roles?query=${word}`)
    await grid(page).getByRole('row').filter({ hasText: `${word} droppers` }).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete 1 role?' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').getByText('1 role deleted').waitFor()
    await eventually(async () => assert.isNull(await db.from('roles').where('id', drop).first()), 15_000)
    assert.isNotNull(await db.from('roles').where('id', keep).first())

    // The default role cannot go: the server says why, and the row comes back.
    await page.getByRole('searchbox', { name: 'Search roles' }).fill('Users')
    await page.waitForURL((url) => url.searchParams.get('query') === 'Users')
    await grid(page).getByRole('row').filter({ hasText: 'Every registered account' }).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete 1 role?' }).getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, "The guest role and the default role of new accounts can't be deleted.")
    await grid(page).getByRole('row').filter({ hasText: 'Every registered account' }).waitFor()
  }).timeout(90_000)
})

