import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { AccessControl } from '#core/kernel/module_services'
import { dropReads } from '#core/kernel/cache/read_cache'
import { canManageAlbum, canManageArtist, canManageTrack, grantArtistRole, managedArtistIds } from '#plugins/music/server/backstage/artist_ownership'
import { makeAlbum, makeArtist, makeTrack } from '../../helpers/catalogue_factory.js'

async function holds(userId: number, permission: string) {
  await dropReads()
  return (await (await app.container.make(AccessControl)).grantsOf(userId))(permission)
}

test.group('Backstage: artist ownership', () => {
  test('grantArtistRole links the account as owner and grants music.create, once', async ({ assert }) => {
    const user = await UserFactory.create()
    const artist = await makeArtist()
    assert.isFalse(await holds(user.id, 'music.create'))

    await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
    await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))

    const links = await db.from('artist_user').where('user_id', user.id)
    assert.deepEqual(links.map((row) => [row.artist_id, row.role]), [[artist.id, 'owner']])
    assert.deepEqual(await managedArtistIds(user.id), [artist.id])
    const direct = await db.from('user_permissions').join('permissions', 'permissions.id', 'user_permissions.permission_id').where('user_id', user.id).select('permissions.name')
    assert.deepEqual(direct.map((row) => row.name), ['music.create'])
    assert.isTrue(await holds(user.id, 'music.create'))
  })

  test('a grant rolled back with its transaction leaves nothing', async ({ assert }) => {
    const user = await UserFactory.create()
    const artist = await makeArtist()
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await grantArtistRole(trx, user.id, artist.id)
        throw new Error('approval failed')
      })
    )
    assert.isNull(await db.from('artist_user').where('user_id', user.id).first())
    assert.isFalse(await holds(user.id, 'music.create'))
  })

  test("owners manage their artist's albums and tracks; strangers none; music.update manages all", async ({ assert }) => {
    const [owner, uploader, stranger] = await Promise.all([UserFactory.create(), UserFactory.create(), UserFactory.create()])
    const admin = await UserFactory.apply('admin').create()
    const artist = await makeArtist()
    const other = await makeArtist()
    await db.transaction((trx) => grantArtistRole(trx, owner.id, artist.id))

    const album = await makeAlbum({ artists: [artist] })
    // A track credited to another artist, on the owner's artist's album: managed through the album.
    const onAlbum = await makeTrack({ album, artists: [other] })
    const credited = await makeTrack({ artists: [artist] })
    const uploaded = await makeTrack({ artists: [other], ownerId: uploader.id })
    const othersAlbum = await makeAlbum({ artists: [other], ownerId: uploader.id })

    assert.isTrue(await canManageArtist(owner, artist.id))
    assert.isFalse(await canManageArtist(owner, other.id))
    assert.isTrue(await canManageAlbum(owner, album.id))
    assert.isFalse(await canManageAlbum(owner, othersAlbum.id))
    assert.isTrue(await canManageTrack(owner, onAlbum.id))
    assert.isTrue(await canManageTrack(owner, credited.id))
    assert.isFalse(await canManageTrack(owner, uploaded.id))

    assert.isTrue(await canManageTrack(uploader, uploaded.id))
    assert.isTrue(await canManageAlbum(uploader, othersAlbum.id))
    assert.isFalse(await canManageArtist(uploader, other.id))

    for (const check of [canManageArtist(stranger, artist.id), canManageAlbum(stranger, album.id), canManageTrack(stranger, credited.id), canManageTrack(null, credited.id)])
      assert.isFalse(await check)
    for (const check of [canManageArtist(admin, other.id), canManageAlbum(admin, othersAlbum.id), canManageTrack(admin, uploaded.id)]) assert.isTrue(await check)
  })
})
