import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import type User from '#core/accounts/server/models/user'
import { signIn } from '#tests/helpers/sign_in'
import { expectToast, newAccount, openAt, signInThroughForm, waitForPath } from './browser_helpers.js'

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** `owner` uploads an avatar through the API: the stored file's name and disk key. */
async function uploadAvatar(owner: User) {
  const response = await (await signIn(owner)).post('/api/v1/users/me/avatar').file('file', PNG, { filename: 'me.png', contentType: 'image/png' })
  const url: string = response.body().user.image
  const name = url.slice(url.lastIndexOf('/') + 1)
  return { name, key: `avatars/${name}` }
}

function row(page: Page, name: string) {
  return page.getByRole('grid', { name: 'Files' }).getByRole('row').filter({ hasText: name })
}

/** Issue 16: the admin's files screen, in Chromium. */
test.group('Admin files in Chromium', () => {
  test('an uploaded avatar is listed with where it is used and previews; an unused file is deleted, one in use is kept', async ({ assert, cleanup }) => {
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const unique = `Fil${Math.random().toString(36).slice(2, 7)}`
    const member = await newAccount({ firstName: unique })
    const used = await uploadAvatar(member)
    // A second upload replaces the first (deleted with it): store one more and detach it, so it is unused.
    const leftover = await newAccount({ firstName: `${unique}b` })
    const unused = await uploadAvatar(leftover)
    await db.from('users').where('id', leftover.id).update({ image: null })

    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin')
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Files' }).click()
    await waitForPath(page, '/admin/files')

    await row(page, used.name).getByRole('link', { name: `Avatar of ${unique} Tester` }).waitFor()
    await row(page, unused.name).getByText('Unused').waitFor()

    await row(page, used.name).getByRole('button', { name: `Preview ${used.name}` }).click()
    const preview = page.getByRole('dialog', { name: used.name })
    await preview.getByRole('img', { name: used.name }).waitFor()
    // Loaded from the disk, not a broken image (the server's tsconfig has no DOM types, hence the shape).
    const loaded = (image: unknown) => (image as { complete: boolean; naturalWidth: number }).complete && (image as { naturalWidth: number }).naturalWidth > 0
    assert.isTrue(await preview.getByRole('img', { name: used.name }).evaluate(loaded))
    await preview.getByRole('button', { name: 'Close' }).click()

    // In use: the server refuses, the row comes back with the reason.
    await row(page, used.name).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('dialog', { name: 'Delete 1 file?' }).getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'This file is still in use. Remove it where it is used first, or delete it anyway.')
    await row(page, used.name).waitFor()
    assert.isTrue(await drive.use('public').exists(used.key))

    await row(page, unused.name).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('dialog', { name: 'Delete 1 file?' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').getByText('1 file deleted').waitFor()
    await page.getByText('1 file deleted').waitFor({ state: 'detached', timeout: 15_000 })
    await row(page, unused.name).waitFor({ state: 'detached' })
    assert.isNull(await db.from('stored_images').where('disk_key', unused.key).first())
    assert.isFalse(await drive.use('public').exists(unused.key))
  }).timeout(90_000)
})
