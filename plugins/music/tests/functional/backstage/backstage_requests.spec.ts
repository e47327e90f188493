import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'
import { makeArtist } from '../../helpers/catalogue_factory.js'
import { PNG } from '#core/files/tests/helpers/sample_files'
import type { CookieSession } from '#tests/helpers/cookie_session'

const become = (overrides: Record<string, unknown> = {}) => ({
  type: 'become-artist',
  artist_name: 'Night Tram',
  role: 'artist',
  company: 'Tram Records',
  links: [{ url: 'https://nighttram.example/band', title: 'Website' }],
  message: 'We play on Fridays.',
  ...overrides,
})

/** The outgoing emails to one address (no mail server in these tests: recorded as not sent). */
const emailsTo = (address: string) => db.from('outgoing_emails').where('recipient', address).orderBy('id')

/** A proof file the person uploads first (POST file-entries, private uploads disk): its entry id. */
async function uploadProof(session: CookieSession, name = 'contract.png') {
  const response = await session.post('/api/v1/file-entries').file('file', PNG, { filename: name, contentType: 'image/png' }).fields({ disk: 'uploads' })
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${response.text()}`)
  return response.body().fileEntry.id as number
}

const directPermissions = async (userId: number) =>
  (await db.from('user_permissions').join('permissions', 'permissions.id', 'user_permissions.permission_id').where('user_id', userId).select('permissions.name')).map((row) => row.name)

test.group('Backstage API: artist requests a person sends', (group) => {
  group.each.setup(async () => {
    await db.from('backstage_requests').delete()
  })

  test('guests get 401; people without backstageRequests.create 403', async ({ assert }) => {
    const guest = await guestSession()
    assert.equal((await guest.get(api('backstage/requests'))).status(), 401)
    assert.equal((await guest.post(api('backstage/requests')).json(become())).status(), 401)
    const { session } = await signedInSession()
    await withoutRolePermission('default', 'backstageRequests.create', async () => {
      assert.equal((await session.get(api('backstage/requests'))).status(), 403)
      assert.equal((await session.post(api('backstage/requests')).json(become())).status(), 403)
    })
    assert.equal(await db.from('backstage_requests').count('* as total').first().then((row) => Number(row.total)), 0)
  })

  test('become-artist: stored pending, listed and shown to its sender only', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const created = await session.post(api('backstage/requests')).json(become({ artist_name: '  Night Tram  ', company: '' }))
    assert.equal(created.status(), 201)
    const request = created.body().request
    assert.containsSubset(request, { type: 'become-artist', status: 'pending', artist_name: 'Night Tram', artist: null, role: 'artist', company: null, reason: null, decided_at: null })
    assert.deepEqual(request.links, [{ url: 'https://nighttram.example/band', title: 'Website' }])
    const stored = await db.from('backstage_requests').where('id', request.id).firstOrFail()
    assert.equal(stored.user_id, user.id)

    const mine = await session.get(api('backstage/requests'))
    assert.deepEqual(mine.body().data.map((row: { id: number }) => row.id), [request.id])
    assert.deepEqual(mine.body().managed_artists, [])
    assert.equal((await session.get(api(`backstage/requests/${request.id}`))).body().request.id, request.id)

    const { session: someoneElse } = await signedInSession()
    assert.equal((await someoneElse.get(api(`backstage/requests/${request.id}`))).status(), 404)
    assert.deepEqual((await someoneElse.get(api('backstage/requests'))).body().data, [])
  })

  test('one pending request per artist per person: the same again is 409, another person may ask', async ({ assert }) => {
    const { session } = await signedInSession()
    assert.equal((await session.post(api('backstage/requests')).json(become())).status(), 201)
    const again = await session.post(api('backstage/requests')).json(become({ artist_name: 'NIGHT TRAM' }))
    assert.equal(again.status(), 409)
    assert.deepEqual(again.body(), { message: 'You already have a pending request for this artist.' })
    // Two at once: the unique key lets one through.
    const artist = await makeArtist()
    const claim = { type: 'claim-artist', artist_id: artist.id, role: 'manager' }
    const both = await Promise.all([session.post(api('backstage/requests')).json(claim), session.post(api('backstage/requests')).json(claim)])
    assert.sameMembers(both.map((response) => response.status()), [201, 409])
    const { session: other } = await signedInSession()
    assert.equal((await other.post(api('backstage/requests')).json(claim)).status(), 201)
  })

  test('422 on the field at fault', async ({ assert }) => {
    const { session } = await signedInSession()
    const artist = await makeArtist()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [become({ artist_name: '   ' }), 'artist_name', 'Enter the artist’s name.'],
      [become({ role: 'fan' }), 'role', 'Choose your role.'],
      [become({ type: 'buy-artist' }), 'type', 'Choose what you are asking for.'],
      [become({ links: [{ url: 'javascript:alert(1)' }] }), 'links.0.url', 'Enter a web address starting with http:// or https://.'],
      [{ type: 'claim-artist', role: 'manager' }, 'artist_id', 'Pick an artist.'],
      [{ type: 'claim-artist', role: 'manager', artist_id: 999999 }, 'artist_id', 'Pick an artist from the list.'],
      [{ type: 'verify-artist', role: 'artist', artist_id: artist.id }, 'artist_id', 'You can ask to verify only an artist you manage.'],
    ]
    for (const [body, field, message] of cases) {
      const response = await session.post(api('backstage/requests')).json(body)
      assert.equal(response.status(), 422, field)
      assert.deepEqual(response.body().errors[field], [message], field)
    }
    assert.equal(await db.from('backstage_requests').count('* as total').first().then((row) => Number(row.total)), 0)
  })

  test("proof attachments: one's own uploads only, served to the sender and admins, never to others", async ({ assert }) => {
    const { session } = await signedInSession()
    const { session: stranger } = await signedInSession()
    const mine = await uploadProof(session, 'Contrat signé.png')
    const theirs = await uploadProof(stranger)

    const foreign = await session.post(api('backstage/requests')).json(become({ attachments: [mine, theirs] }))
    assert.equal(foreign.status(), 422)
    assert.deepEqual(foreign.body().errors.attachments, ['Attach files you uploaded yourself.'])
    assert.equal((await session.post(api('backstage/requests')).json(become({ attachments: [1, 2, 3, 4, 5, 6] }))).body().errors.attachments[0], 'You can attach up to 5 files.')
    assert.equal((await session.post(api('backstage/requests')).json(become({ attachments: [mine, mine] }))).body().errors.attachments[0], 'Each file can be attached once.')
    const elevenLinks = Array.from({ length: 11 }, (_, index) => ({ url: `https://example.com/${index}` }))
    assert.equal((await session.post(api('backstage/requests')).json(become({ links: elevenLinks }))).body().errors.links[0], 'You can add up to 10 links.')

    const created = await session.post(api('backstage/requests')).json(become({ attachments: [mine] }))
    assert.equal(created.status(), 201)
    const request = created.body().request
    assert.deepEqual(request.attachments, [{ id: mine, name: 'Contrat signé.png', mime: 'image/png', size: PNG.length, url: `/api/v1/music/backstage/requests/${request.id}/attachments/${mine}` }])

    const download = await session.get(request.attachments[0].url)
    assert.equal(download.status(), 200)
    assert.equal(download.header('content-type'), 'image/png')
    assert.match(download.header('content-disposition') ?? '', /^attachment; filename="Contrat sign_\.png"; filename\*=UTF-8''Contrat%20sign%C3%A9\.png$/)
    assert.equal(download.header('x-content-type-options'), 'nosniff')
    assert.equal((await stranger.get(request.attachments[0].url)).status(), 404)
    assert.equal((await session.get(api(`backstage/requests/${request.id}/attachments/${theirs}`))).status(), 404)

    const { session: admin } = await signedInSession({ admin: true })
    const shown = (await admin.get(api(`admin/backstage-requests/${request.id}`))).body().request
    assert.equal(shown.attachments[0].url, `/api/v1/music/admin/backstage-requests/${request.id}/attachments/${mine}`)
    const adminDownload = await admin.get(shown.attachments[0].url)
    assert.equal(adminDownload.status(), 200)
    assert.equal(adminDownload.header('content-length'), String(PNG.length))
    assert.equal((await stranger.get(shown.attachments[0].url)).status(), 403)
  })

  test('claiming an artist one already manages is refused', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const artist = await makeArtist({ verified: true })
    await db.table('artist_user').insert({ artist_id: artist.id, user_id: user.id, role: 'owner' })
    const claim = await session.post(api('backstage/requests')).json({ type: 'claim-artist', role: 'artist', artist_id: artist.id })
    assert.deepEqual(claim.body().errors.artist_id, ['You already manage this artist.'])
    const verify = await session.post(api('backstage/requests')).json({ type: 'verify-artist', role: 'artist', artist_id: artist.id })
    assert.deepEqual(verify.body().errors.artist_id, ['This artist is already verified.'])
    assert.deepEqual((await session.get(api('backstage/requests'))).body().managed_artists, [{ id: artist.id, name: artist.name, image: null, verified: true }])
  })
})

test.group('Backstage API: the admin decides artist requests', (group) => {
  group.each.setup(async () => {
    await db.from('backstage_requests').delete()
  })

  async function sent(body: Record<string, unknown> = become()) {
    const sender = await signedInSession()
    const response = await sender.session.post(api('backstage/requests')).json(body)
    return { ...sender, id: response.body().request.id as number }
  }

  test('guests 401, people without music.update 403, on every admin route', async ({ assert }) => {
    const { id, session } = await sent()
    const guest = await guestSession()
    const routes = [
      ['get', 'admin/backstage-requests'],
      ['get', `admin/backstage-requests/${id}`],
      ['post', `admin/backstage-requests/${id}/approve`],
      ['post', `admin/backstage-requests/${id}/deny`],
    ] as const
    for (const [method, path] of routes) {
      assert.equal((await guest[method](api(path))).status(), 401, path)
      assert.equal((await session[method](api(path))).status(), 403, path)
    }
    assert.equal((await db.from('backstage_requests').where('id', id).firstOrFail()).status, 'pending')
  })

  test('the list: search, status and kind filters, sort by artist', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Alpha Waves' })
    const first = await sent(become({ artist_name: 'Zebra Crossing' }))
    const second = await sent({ type: 'claim-artist', artist_id: artist.id, role: 'label' })
    const { session: admin } = await signedInSession({ admin: true })
    await admin.post(api(`admin/backstage-requests/${first.id}/deny`)).json({ reason: 'No proof.' })

    const list = await admin.get(api('admin/backstage-requests'))
    assert.equal(list.status(), 200)
    assert.deepEqual(list.body().data.map((row: { id: number }) => row.id), [second.id, first.id])
    assert.containsSubset(list.body().data[0], { type: 'claim-artist', status: 'pending', artist_name: 'Alpha Waves', role: 'label', user: { id: second.user.id, email: second.user.email } })

    const ids = async (query: string) => (await admin.get(api(`admin/backstage-requests?${query}`))).body().data.map((row: { id: number }) => row.id)
    assert.deepEqual(await ids('status=pending'), [second.id])
    assert.deepEqual(await ids('status=denied'), [first.id])
    assert.deepEqual(await ids('type=become-artist'), [first.id])
    assert.deepEqual(await ids('query=zebra'), [first.id])
    assert.deepEqual(await ids(`query=${encodeURIComponent(second.user.email)}`), [second.id])
    assert.deepEqual(await ids('sort=artist&order=asc'), [second.id, first.id])
    assert.equal((await admin.get(api('admin/backstage-requests?status=lost'))).status(), 422)
  })

  test('approving become-artist creates the artist, links the person, grants music.create, audits and emails', async ({ assert }) => {
    const namesake = await makeArtist({ name: 'NIGHT TRAM' })
    const { id, user, session } = await sent()
    const { user: adminUser, session: admin } = await signedInSession({ admin: true })
    const shown = await admin.get(api(`admin/backstage-requests/${id}`))
    assert.containsSubset(shown.body().request, { id, status: 'pending', user: { id: user.id, email: user.email }, decided_by: null })
    // An artist of that name exists already: the admin sees it (the person might rather claim it).
    assert.deepEqual(shown.body().request.namesakes.map((artist: { id: number }) => artist.id), [namesake.id])

    const approved = await admin.post(api(`admin/backstage-requests/${id}/approve`)).json({})
    assert.equal(approved.status(), 200)
    const request = approved.body().request
    assert.containsSubset(request, { status: 'approved', reason: null, decided_by: { id: adminUser.id } })
    const artist = await db.from('artists').where('id', request.artist.id).firstOrFail()
    assert.equal(artist.name, 'Night Tram')
    assert.deepEqual(await db.from('artist_user').where('user_id', user.id).select('artist_id', 'role'), [{ artist_id: artist.id, role: 'owner' }])
    assert.deepEqual(await directPermissions(user.id), ['music.create'])
    // The person's next request sees the grant.
    const me = await session.get('/api/v1/users/me?with=permissions')
    assert.include(me.body().user.permissions.map((permission: { name: string }) => permission.name), 'music.create')

    const audit = await db.from('audit_entries').where({ action: 'backstage_request.approved', subject_id: String(id) }).firstOrFail()
    assert.equal(audit.user_id, adminUser.id)
    assert.equal(JSON.parse(audit.before).status, 'pending')
    assert.containsSubset(JSON.parse(audit.after), { status: 'approved', artistId: artist.id })

    const [email] = await emailsTo(user.email)
    assert.match(email.subject, /artist request was approved/)
    assert.include(email.text_body, 'Your request to become the artist “Night Tram” was approved.')

    const again = await admin.post(api(`admin/backstage-requests/${id}/approve`)).json({})
    assert.equal(again.status(), 409)
    assert.deepEqual(again.body(), { message: 'This request was already decided.' })
    assert.equal((await admin.post(api(`admin/backstage-requests/${id}/deny`)).json({ reason: 'Too late' })).status(), 409)
    assert.lengthOf(await emailsTo(user.email), 1)
  })

  test('approving a claim links the existing artist; approving a verification marks it verified', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Old Pier' })
    const claim = await sent({ type: 'claim-artist', artist_id: artist.id, role: 'manager' })
    const { session: admin } = await signedInSession({ admin: true })
    assert.deepEqual((await admin.get(api(`admin/backstage-requests/${claim.id}`))).body().request.managers, [])
    await admin.post(api(`admin/backstage-requests/${claim.id}/approve`)).json({ reason: 'Welcome aboard.' })
    assert.deepEqual(await db.from('artist_user').where('user_id', claim.user.id).select('artist_id'), [{ artist_id: artist.id }])
    assert.equal(await db.from('artists').where('name', 'Old Pier').count('* as total').first().then((row) => Number(row.total)), 1)
    assert.include((await emailsTo(claim.user.email))[0].text_body, 'Note: Welcome aboard.')

    const verify = await claim.session.post(api('backstage/requests')).json({ type: 'verify-artist', artist_id: artist.id, role: 'manager' })
    assert.equal(verify.status(), 201)
    // Who manages the artist now shows on the verification.
    const managers = (await admin.get(api(`admin/backstage-requests/${verify.body().request.id}`))).body().request.managers
    assert.deepEqual(managers.map((person: { id: number }) => person.id), [claim.user.id])
    await admin.post(api(`admin/backstage-requests/${verify.body().request.id}/approve`)).json({})
    assert.isTrue(Boolean((await db.from('artists').where('id', artist.id).firstOrFail()).verified))
  })

  test('denying needs a reason; the person sees it and is emailed; nothing is granted', async ({ assert }) => {
    const { id, user, session } = await sent(become({ artist_name: 'Denied Tram' }))
    const { session: admin } = await signedInSession({ admin: true })
    const empty = await admin.post(api(`admin/backstage-requests/${id}/deny`)).json({ reason: '  ' })
    assert.equal(empty.status(), 422)
    assert.deepEqual(empty.body().errors.reason, ['Say why the request is denied: the person is told.'])

    const denied = await admin.post(api(`admin/backstage-requests/${id}/deny`)).json({ reason: 'We could not find <b>proof</b> of the band.' })
    assert.equal(denied.status(), 200)
    const mine = (await session.get(api(`backstage/requests/${id}`))).body().request
    assert.containsSubset(mine, { status: 'denied', reason: 'We could not find <b>proof</b> of the band.' })
    assert.deepEqual(await directPermissions(user.id), [])
    assert.deepEqual(await db.from('artist_user').where('user_id', user.id), [])
    assert.equal(await db.from('artists').where('name', 'Denied Tram').count('* as total').first().then((row) => Number(row.total)), 0)
    assert.exists(await db.from('audit_entries').where({ action: 'backstage_request.denied', subject_id: String(id) }).first())
    const [email] = await emailsTo(user.email)
    assert.match(email.subject, /artist request was denied/)
    assert.include(email.text_body, 'Reason: We could not find <b>proof</b> of the band.')
    assert.include(email.html_body, 'We could not find &lt;b&gt;proof&lt;/b&gt; of the band.')
    // Decided: the same request may be sent again.
    assert.equal((await session.post(api('backstage/requests')).json(become({ artist_name: 'Denied Tram' }))).status(), 201)
  })

  test('unknown ids are 404', async ({ assert }) => {
    const { session: admin } = await signedInSession({ admin: true })
    assert.equal((await admin.get(api('admin/backstage-requests/999999'))).status(), 404)
    assert.equal((await admin.post(api('admin/backstage-requests/999999/approve')).json({})).status(), 404)
  })
})
