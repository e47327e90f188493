import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { signIn } from '#tests/helpers/sign_in'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeChannel, makeGenre, makeTrack } from '../helpers/catalogue_factory.js'

/** A manual channel of tracks as the editor sends it. */
function draft(overrides: Record<string, unknown> = {}) {
  return { name: 'Staff picks', slug: 'staff-picks', description: null, content_type: 'tracks', layout: 'grid', source: 'manual', restriction: null, restriction_value: null, homepage: false, items: [], ...overrides }
}

const itemIds = (channel: { items?: Array<{ id: number }>; pagination?: { data: Array<{ id: number }> } }) =>
  (channel.items ?? channel.pagination!.data).map((item) => item.id)

/** Issue 16: the admin's channel editor (admin.access + music.update). */
test.group('Music admin API: channels', (group) => {
  group.each.setup(async () => {
    await db.from('channels').delete()
  })

  test('creates a manual channel with ordered items, edits its order, and the homepage follows at once', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const [a, b, c] = [await makeTrack(), await makeTrack(), await makeTrack()]
    const created = await session.post(api('admin/channels')).json(draft({ homepage: true, items: [a.id, b.id, c.id] }))
    assert.equal(created.status(), 201)
    const channel = created.body().channel
    assert.containsSubset(channel, { name: 'Staff picks', slug: 'staff-picks', homepage: true, content_type: 'tracks' })
    assert.deepEqual(itemIds(channel), [a.id, b.id, c.id])

    const guest = await guestSession()
    const homeOrder = async () => itemIds((await guest.get(api('homepage'))).body().channels.find((row: any) => row.channel.slug === 'staff-picks'))
    assert.deepEqual(await homeOrder(), [a.id, b.id, c.id])

    const updated = await session.put(api(`admin/channels/${channel.id}`)).json(draft({ homepage: true, layout: 'carousel', items: [c.id, a.id] }))
    assert.equal(updated.status(), 200)
    assert.deepEqual(itemIds(updated.body().channel), [c.id, a.id])
    assert.deepEqual(await homeOrder(), [c.id, a.id])
    assert.equal((await guest.get(api('channels/staff-picks'))).body().channel.layout, 'carousel')

    const audit = await db.from('audit_entries').where({ subject_type: 'channel', subject_id: String(channel.id) }).orderBy('id')
    assert.deepEqual(audit.map((entry) => entry.action), ['channel.created', 'channel.updated'])
    assert.deepEqual(JSON.parse(audit[1].after).items, [`track:${c.id}`, `track:${a.id}`])
  })

  test('an automatic source with a genre restriction; the preview draws a draft as guests will see it', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const soul = await makeGenre('soul')
    const inGenre = await makeTrack({ genres: [soul], plays: 5 })
    await makeTrack({ plays: 500 })
    const hidden = await makeTrack({ public: false })

    const automatic = draft({ slug: 'soul', source: 'genreTracks', restriction: 'genre', restriction_value: 'soul', layout: 'trackTable' })
    const preview = await session.post(api('admin/channels/preview')).json(automatic)
    assert.equal(preview.status(), 200)
    assert.deepEqual(itemIds(preview.body()), [inGenre.id])
    assert.equal(await db.from('channels').count('* as total').first().then((row) => Number(row.total)), 0, 'a preview saves nothing')

    const manual = await session.post(api('admin/channels/preview')).json(draft({ items: [hidden.id, inGenre.id] }))
    assert.deepEqual(itemIds(manual.body()), [inGenre.id], 'private items are left out, as on the site')

    const saved = await session.post(api('admin/channels')).json(automatic)
    assert.containsSubset(saved.body().channel, { source: 'genreTracks', restriction: 'genre', restriction_value: 'soul', items: [] })
  })

  test('lists channels, finds items to add, nests channels but never in themselves, and deletes', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    const track = await makeTrack({ name: 'Searchable Sunrise' })
    const inner = await makeChannel({ contentType: 'tracks' }, { slug: 'inner', items: [track] })

    const found = await session.get(api('admin/channels/items?content_type=tracks&query=sunrise'))
    assert.deepEqual(itemIds(found.body().data ? { items: found.body().data } : {}), [track.id])

    const outer = await session.post(api('admin/channels')).json(draft({ slug: 'outer', content_type: 'channels', items: [inner.id] }))
    assert.equal(outer.status(), 201)
    const self = await session.put(api(`admin/channels/${outer.body().channel.id}`)).json(draft({ slug: 'outer', content_type: 'channels', items: [outer.body().channel.id] }))
    assert.equal(self.status(), 422)
    assert.property(self.body().errors, 'items')

    const list = (await session.get(api('admin/channels?sort=created&order=asc'))).body().data
    assert.sameMembers(list.map((row: any) => row.slug), ['inner', 'outer'])
    assert.containsSubset(list.find((row: any) => row.slug === 'inner'), { items_count: 1, content_type: 'tracks' })
    assert.deepEqual((await session.get(api('admin/channels?query=out'))).body().data.map((row: any) => row.slug), ['outer'])

    assert.equal((await session.delete(api(`admin/channels/${inner.id}`))).status(), 204)
    assert.lengthOf(await db.from('channelables').where('channel_id', outer.body().channel.id), 0, 'the outer channel no longer lists it')
    assert.equal((await session.get(api(`admin/channels/${inner.id}`))).status(), 404)
    assert.equal((await session.get(api('admin/channels/outer'))).body().channel.slug, 'outer', 'opened by slug too')
  })

  test('422 on the field at fault: taken slug, bad slug, source of another type, unknown items or restriction', async ({ assert }) => {
    const { session } = await signedInSession({ admin: true })
    await makeChannel({ contentType: 'tracks' }, { slug: 'taken' })
    const fieldOf = async (body: Record<string, unknown>) => {
      const response = await session.post(api('admin/channels')).json(draft(body))
      assert.equal(response.status(), 422)
      return Object.keys(response.body().errors)
    }
    assert.deepEqual(await fieldOf({ slug: 'taken' }), ['slug'])
    assert.deepEqual(await fieldOf({ slug: 'Not a slug!' }), ['slug'])
    assert.deepEqual(await fieldOf({ source: 'popularAlbums' }), ['source'])
    assert.deepEqual(await fieldOf({ content_type: 'albums', layout: 'trackTable' }), ['layout'])
    assert.deepEqual(await fieldOf({ items: [987_654] }), ['items'])
    assert.deepEqual(await fieldOf({ source: 'popularTracks', restriction: 'genre', restriction_value: 'nope' }), ['restriction_value'])
    assert.deepEqual(await fieldOf({ layout: 'spiral', name: '' }).then((fields) => fields.sort()), ['layout', 'name'])
    assert.lengthOf(await db.from('channels'), 1)
  })

  test('needs admin.access and music.update: 401 for guests, 403 without either', async ({ assert }) => {
    const channel = await makeChannel({ contentType: 'tracks' }, { slug: 'guarded' })
    const guest = await guestSession()
    assert.equal((await guest.get(api('admin/channels'))).status(), 401)
    assert.equal((await guest.post(api('admin/channels')).json(draft())).status(), 401)

    const adminOnly = await UserFactory.create()
    await grantPermissions(adminOnly.id, ['admin.access'])
    const session = await signIn(adminOnly)
    assert.equal((await session.get(api(`admin/channels/${channel.id}`))).status(), 403)
    assert.equal((await session.put(api(`admin/channels/${channel.id}`)).json(draft({ slug: 'guarded', name: 'Renamed' }))).status(), 403)
    assert.equal((await session.delete(api(`admin/channels/${channel.id}`))).status(), 403)
    assert.equal((await db.from('channels').where('id', channel.id).first()).name, 'guarded')
  })
})
