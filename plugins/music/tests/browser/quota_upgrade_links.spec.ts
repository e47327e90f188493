import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { dropReads } from '#core/kernel/cache/read_cache'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { saveSettings } from '#tests/helpers/site_settings'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { MUSIC_CREATE, MUSIC_VIEW } from '#plugins/music/permissions'
import { makeArtist, makePlaylist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, signIn, uniqueWord, waitForPath } from './music_browser.js'
import { captureScreens, followSystemTheme } from '#tests/helpers/screens'

/** A person whose `permission` carries one numeric restriction, on a role of their own (as a plan's role would). */
async function restricted(permission: string, restriction: { name: string; value: number }) {
  const user = await UserFactory.create()
  await grantPermissions(user.id, [permission])
  const roleIds = db.from('user_roles').where('user_id', user.id).select('role_id')
  const row = await db.from('permissions').where('name', permission).firstOrFail()
  await db.from('role_permissions').whereIn('role_id', roleIds).where('permission_id', row.id).update({ restrictions: JSON.stringify([restriction]) })
  PermissionResolver.forgetCachedRoles()
  await dropReads()
  return user
}

/** Issue 18: quota refusals of the music plugin offer the upgrade while billing is on. */
test.group('Quota refusals offer the upgrade in Chromium', (group) => {
  group.each.setup(async () => saveSettings({ 'billing.enable': true }))

  test('an artist with no tracks left sees it on the upload screen, with the way to more', async ({ cleanup }) => {
    const word = uniqueWord('Quota')
    const user = await restricted(MUSIC_CREATE, { name: 'count', value: 1 })
    const artist = await makeArtist({ name: `${word} Band` })
    await db.table('artist_user').insert({ artist_id: artist.id, user_id: user.id, created_at: new Date() })
    await makeTrack({ name: `${word} Only`, ownerId: user.id, artists: [artist] })
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await followSystemTheme(context)
    await signIn(page, user.email)
    await page.goto('/backstage/upload')

    await page.getByText('You have no tracks left to upload.').waitFor()
    await page.getByText('0 tracks left').waitFor()
    await captureScreens(page, 'upload-no-tracks-left')
    await page.getByRole('link', { name: 'Upgrade for more' }).click()
    await waitForPath(page, (path) => path === '/pricing')
  })

  test('a playlist beyond the plan’s count is refused with the message and an upgrade link; nothing is made', async ({ assert, cleanup }) => {
    const word = uniqueWord('Mixes')
    const user = await restricted(MUSIC_VIEW, { name: 'playlists', value: 1 })
    await makePlaylist(user.id, { name: `${word} One` })
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await followSystemTheme(context)
    await signIn(page, user.email)
    await page.goto('/library/playlists')

    await page.getByRole('main').getByRole('button', { name: 'Create playlist' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create playlist' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${word} Two`)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await dialog.getByRole('alert').getByText('You can create up to 1 playlist. Delete one to make room.').waitFor()
    assert.lengthOf(await db.from('playlists').where('owner_id', user.id), 1)
    await captureScreens(page, 'playlist-over-quota')
    await dialog.getByRole('link', { name: 'Upgrade for more' }).click()
    await waitForPath(page, (path) => path === '/pricing')
  })
})
