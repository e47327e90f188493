import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, signIn, uniqueWord } from './music_browser.js'

/** A person approved as the artist's manager, signed in, at `path`. */
async function artistAt(path: string, artistName: string) {
  const user = await UserFactory.create()
  await grantPermissions(user.id, [MUSIC_CREATE])
  const artist = await makeArtist({ name: artistName })
  await db.table('artist_user').insert({ artist_id: artist.id, user_id: user.id, created_at: new Date() })
  const opened = await openAt('/')
  await signIn(opened.page, user.email)
  await opened.page.goto(path)
  return { ...opened, user, artist }
}

async function adminAt(path: string) {
  const admin = await UserFactory.apply('admin').create()
  const opened = await openAt('/')
  await signIn(opened.page, admin.email)
  await opened.page.goto(path)
  return opened
}

test.group('Catalogue editors in Chromium (backstage and admin)', () => {
  test('backstage: a new track credited to the artist is created as a draft; a bad LRC line shows under the lyrics, then it saves', async ({ assert, cleanup }) => {
    const word = uniqueWord('Harbour')
    const { page, context, user, artist } = await artistAt('/backstage/tracks/new', `${word} Band`)
    cleanup(() => context.close())

    await page.getByRole('textbox', { name: 'Name' }).fill(`${word} song`)
    await page.getByRole('searchbox', { name: 'Add an artist' }).fill(word)
    await page.getByRole('option', { name: new RegExp(`${word} Band`) }).click()
    await page.getByRole('grid', { name: 'Credited artists' }).getByRole('row', { name: `${word} Band` }).waitFor()
    await page.getByRole('button', { name: 'Create track' }).click()
    await page.waitForURL(/\/backstage\/tracks\/\d+\/edit$/)
    await page.getByRole('region', { name: 'Draft' }).getByText('Only you can see this track until you publish it.').waitFor()
    const track = await db.from('tracks').where('name', `${word} song`).firstOrFail()
    assert.equal(track.owner_id, user.id)
    assert.equal(track.status, 'draft')
    assert.deepEqual((await db.from('artist_track').where('track_id', track.id)).map((row) => row.artist_id), [artist.id])

    await page.getByRole('button', { name: /Kind/ }).click()
    await page.getByRole('option', { name: 'Synced (LRC)' }).click()
    await page.getByRole('textbox', { name: 'LRC text' }).fill('[00:01.00]Fine\nno stamp here')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Line 2 has no valid time stamp').waitFor()
    assert.isNull(await db.from('lyrics').where('track_id', track.id).first(), 'nothing saved')

    await page.getByRole('textbox', { name: 'LRC text' }).fill('[00:01.00]Fine\n[00:02.00]Stamped now')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Track saved').waitFor()
    assert.isTrue(Boolean((await db.from('lyrics').where('track_id', track.id).firstOrFail()).is_synced))
  }).timeout(90_000)

  test('admin: an album’s tracks are reordered from the keyboard, saved as track numbers, then the album is published with its draft tracks', async ({ assert, cleanup }) => {
    const word = uniqueWord('Tide')
    const artist = await makeArtist({ name: `${word} Artist` })
    const album = await makeAlbum({ name: `${word} Album`, artists: [artist], public: false })
    await db.from('albums').where('id', album.id).update({ status: 'draft' })
    const tracks = []
    for (const [index, name] of ['One', 'Two', 'Three'].entries()) tracks.push(await makeTrack({ name: `${word} ${name}`, artists: [artist], album, number: index + 1, public: false }))
    await db.from('tracks').whereIn('id', tracks.map((track) => track.id)).update({ status: 'draft' })
    const { page, context } = await adminAt(`/admin/albums/${album.id}/edit`)
    cleanup(() => context.close())

    const list = page.getByRole('grid', { name: 'Album tracks' })
    // From the keyboard: arrows to the row, right arrow to its handle, Enter picks it up, arrows move, Enter drops.
    await list.getByRole('row', { name: new RegExp(`${word} One`) }).click({ position: { x: 200, y: 10 } })
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Save to publish' }).waitFor()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Album saved').waitFor()
    const numbers = await db.from('tracks').whereIn('id', tracks.map((track) => track.id)).orderBy('number').select('name')
    assert.deepEqual(numbers.map((row) => row.name), [`${word} Three`, `${word} One`, `${word} Two`])

    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Album published').waitFor()
    await page.getByRole('link', { name: 'View', exact: true }).waitFor()
    const rows = await db.from('tracks').whereIn('id', tracks.map((track) => track.id))
    assert.isTrue(rows.every((row) => row.status === 'published' && Boolean(row.public)))
  }).timeout(90_000)

  test('admin: the artists list opens the editor; a link without http is refused before saving; verified is saved', async ({ assert, cleanup }) => {
    const word = uniqueWord('Cove')
    const artist = await makeArtist({ name: `${word} Singer`, plays: 5 })
    const { page, context } = await adminAt(`/admin/artists?query=${word}`)
    cleanup(() => context.close())
    await page.getByRole('grid', { name: 'Artists' }).getByRole('row').filter({ hasText: `${word} Singer` }).getByRole('rowheader').click()
    await page.waitForURL(new RegExp(`/admin/artists/${artist.id}/edit$`))

    await page.getByRole('heading', { name: `${word} Singer` }).waitFor()
    // The factory's artist has one link already: the new one is the second row.
    await page.getByRole('button', { name: 'Add link' }).click()
    await page.locator('input[name="links.1.title"]').fill('Shop')
    await page.locator('input[name="links.1.url"]').fill('cove.example')
    await page.locator('input[name="links.1.url"]').blur()
    await page.getByText('Enter a web address starting with http:// or https://.').waitFor()
    assert.isTrue(await page.getByRole('button', { name: 'Save changes' }).isDisabled())
    await page.locator('input[name="links.1.url"]').fill('https://cove.example')
    await page.getByRole('switch', { name: 'Verified' }).click({ force: true })
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Artist saved').waitFor()
    const row = await db.from('artists').where('id', artist.id).firstOrFail()
    assert.isTrue(Boolean(row.verified))
    assert.deepEqual(JSON.parse(row.links).at(-1), { url: 'https://cove.example', title: 'Shop' })
  }).timeout(90_000)
})
