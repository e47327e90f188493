import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import type User from '#core/accounts/server/models/user'
import { signIn } from '#tests/helpers/sign_in'
import { expectToast, newAccount, openAt, signInThroughForm, waitForPath } from '#core/accounts/tests/browser/browser_helpers'
import { mp3Bytes } from '../helpers/sample_files.js'

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** `owner` uploads an avatar through the API: the stored file's name and disk key. */
async function uploadAvatar(owner: User) {
  const response = await (await signIn(owner)).post('/api/v1/users/me/avatar').file('file', PNG, { filename: 'me.png', contentType: 'image/png' })
  const url: string = response.body().user.image
  const name = url.slice(url.lastIndexOf('/') + 1)
  return { name, key: `avatars/${name}` }
}

/** `owner` uploads an MP3 through POST file-entries: its entry's id and disk key. */
async function uploadTrack(owner: User, name: string) {
  const response = await (await signIn(owner)).post('/api/v1/file-entries').file('file', mp3Bytes(), { filename: name, contentType: 'audio/mpeg' })
  if (response.status() !== 201) throw new Error(`Upload failed: ${response.status()} ${response.text()}`)
  return { id: response.body().fileEntry.id as number, key: response.body().fileEntry.path as string }
}

function row(page: Page, grid: 'Uploads' | 'Images', name: string) {
  return page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: name })
}

/** Issue 16: the admin's files screen, in Chromium. */
test.group('Admin files in Chromium', () => {
  test("uploads: filtered by owner, moved to the trash, then deleted forever (the object goes)", async ({ assert, cleanup }) => {
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const unique = `Upl${Math.random().toString(36).slice(2, 7)}`
    const member = await newAccount({ firstName: unique })
    const other = await newAccount({ firstName: `${unique}x` })
    const mine = await uploadTrack(member, `${unique} demo.mp3`)
    await uploadTrack(other, `${unique} other.mp3`)

    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin')
    await page.goto(`/admin/files?query=${unique}`)
    const uploads = page.getByRole('grid', { name: 'Uploads' })
    await row(page, 'Uploads', `${unique} other.mp3`).waitFor()
    // Only this owner's files: the filter is in the address and names the owner.
    await row(page, 'Uploads', `${unique} demo.mp3`).getByRole('button', { name: `Only ${unique} Tester's files` }).click()
    await page.waitForURL((url) => url.searchParams.get('owner') === String(member.id))
    await page.getByText(`Owner: ${unique} Tester`).waitFor()
    await row(page, 'Uploads', `${unique} other.mp3`).waitFor({ state: 'detached' })
    assert.equal(await uploads.getByRole('row').count(), 2)

    await row(page, 'Uploads', `${unique} demo.mp3`).locator('label').first().click()
    await page.getByRole('button', { name: 'Move to trash', exact: true }).click()
    await page.getByRole('dialog', { name: 'Move 1 file to the trash?' }).getByRole('button', { name: 'Move to trash' }).click()
    await page.getByText('1 file moved to the trash').waitFor({ state: 'detached', timeout: 15_000 })
    await row(page, 'Uploads', `${unique} demo.mp3`).getByText('In the trash').waitFor()
    assert.isNotNull((await db.from('file_entries').where('id', mine.id).firstOrFail()).deleted_at)

    await row(page, 'Uploads', `${unique} demo.mp3`).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete forever', exact: true }).click()
    await page.getByRole('dialog', { name: 'Delete 1 file forever?' }).getByRole('button', { name: 'Delete forever' }).click()
    await page.getByText('1 file deleted').waitFor({ state: 'detached', timeout: 15_000 })
    await row(page, 'Uploads', `${unique} demo.mp3`).waitFor({ state: 'detached' })
    assert.isNull(await db.from('file_entries').where('id', mine.id).first())
    assert.isFalse(await drive.use('uploads').exists(mine.key))
  }).timeout(90_000)

  test('images: an uploaded avatar is listed with where it is used and previews; an unused file is deleted, one in use is kept', async ({ assert, cleanup }) => {
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
    await page.getByRole('tab', { name: 'Images' }).click()
    await waitForPath(page, '/admin/files/images')

    await row(page, 'Images', used.name).getByRole('link', { name: `Avatar of ${unique} Tester` }).waitFor()
    await row(page, 'Images', unused.name).getByText('Unused').waitFor()

    await row(page, 'Images', used.name).getByRole('button', { name: `Preview ${used.name}` }).click()
    const preview = page.getByRole('dialog', { name: used.name })
    await preview.getByRole('img', { name: used.name }).waitFor()
    // Loaded from the disk, not a broken image (the server's tsconfig has no DOM types, hence the shape).
    const loaded = (image: unknown) => (image as { complete: boolean; naturalWidth: number }).complete && (image as { naturalWidth: number }).naturalWidth > 0
    assert.isTrue(await preview.getByRole('img', { name: used.name }).evaluate(loaded))
    await preview.getByRole('button', { name: 'Close' }).click()

    // In use: the server refuses, the row comes back with the reason.
    await row(page, 'Images', used.name).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('dialog', { name: 'Delete 1 file?' }).getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'This file is still in use. Remove it where it is used first, or delete it anyway.')
    await row(page, 'Images', used.name).waitFor()
    assert.isTrue(await drive.use('public').exists(used.key))

    await row(page, 'Images', unused.name).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('dialog', { name: 'Delete 1 file?' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').getByText('1 file deleted').waitFor()
    await page.getByText('1 file deleted').waitFor({ state: 'detached', timeout: 15_000 })
    await row(page, 'Images', unused.name).waitFor({ state: 'detached' })
    assert.isNull(await db.from('stored_images').where('disk_key', unused.key).first())
    assert.isFalse(await drive.use('public').exists(unused.key))
  }).timeout(90_000)
})
