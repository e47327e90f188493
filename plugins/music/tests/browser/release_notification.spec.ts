import { captureScreens, followSystemTheme } from '#tests/helpers/screens'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { newListener, openAt, signIn, uniqueWord } from './music_browser.js'

/** A draft album of `artistName` with one track that has its audio, owned by a new artist account managing it. */
async function artistWithDraftAlbum(artistName: string, albumName: string) {
  const owner = await UserFactory.create()
  await grantPermissions(owner.id, [MUSIC_CREATE])
  const artist = await makeArtist({ name: artistName })
  await db.table('artist_user').insert({ artist_id: artist.id, user_id: owner.id, created_at: new Date() })
  const album = await makeAlbum({ name: albumName, artists: [artist], ownerId: owner.id, public: false })
  await db.from('albums').where('id', album.id).update({ status: 'draft' })
  const track = await makeTrack({ name: `${albumName} Opening`, artists: [artist], album, ownerId: owner.id, public: false })
  await db.from('tracks').where('id', track.id).update({ status: 'draft', src: 'tracks/test.mp3' })
  return { owner, artist, album }
}

/** Issue 19's done-when: a follower hears of a new release in the open tab, without a reload, and by email. */
test.group('A new release reaches its followers in Chromium', (group) => {
  let smtp: TestSmtpServer
  group.each.setup(async () => {
    smtp = await TestSmtpServer.start()
    await smtp.captureAppMail()
    return () => smtp.stop()
  })

  test('the artist publishes in backstage; the follower’s open panel shows it at once and the email arrives', async ({ assert, cleanup }) => {
    const word = uniqueWord('Tram')
    const { owner, artist, album } = await artistWithDraftAlbum(`${word} Band`, `${word} Coastlines`)
    const follower = await newListener('Fenna')
    await db.table('follows').insert({ follower_id: follower.id, followable_type: 'artist', followable_id: artist.id, created_at: new Date() })

    // The follower's tab: signed in, the panel open, listening to their channel before anything happens.
    const fan = await openAt('/')
    cleanup(() => fan.context.close())
    await followSystemTheme(fan.context)
    await signIn(fan.page, follower.email)
    const listening = fan.page.waitForResponse((response) => response.url().includes('/__transmit/subscribe') && response.ok())
    await fan.page.goto('/notifications')
    await listening
    await fan.page.getByRole('button', { name: /^Notifications/ }).click()
    const panel = fan.page.getByRole('dialog', { name: 'Notifications' })
    await panel.getByText('No notifications yet').waitFor()
    // A mark on this document: a reload would lose it.
    await fan.page.evaluate('window.__sameDocument = true')

    // The artist's tab: backstage's album editor, Publish.
    const backstage = await openAt('/')
    cleanup(() => backstage.context.close())
    await signIn(backstage.page, owner.email)
    await backstage.page.goto(`/backstage/albums/${album.id}/edit`)
    await backstage.page.getByRole('button', { name: 'Publish' }).click()
    await backstage.page.getByText('Album published').waitFor()

    await panel.getByText(`${word} Band released ${word} Coastlines`).waitFor()
    await fan.page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor()
    assert.isTrue(await fan.page.evaluate('window.__sameDocument === true'), 'no reload')
    await captureScreens(fan.page, 'notifications-panel', [1280, 768, 390])

    const email = await smtp.waitForMessage(follower.email)
    assert.equal(email.subject, `${word} Band released ${word} Coastlines`)
    assert.include(email.text, `/album/${album.id}/`)
    assert.lengthOf(smtp.messagesTo(owner.email), 0, 'the artist is not told of their own release')
  }).timeout(60_000)
})
