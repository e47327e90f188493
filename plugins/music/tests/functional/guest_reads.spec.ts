import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { CookieSession, setCookieLines } from '#tests/helpers/cookie_session'
import { api, guestSession } from '../helpers/music_session.js'
import { countQueries } from '../helpers/query_counter.js'
import {
  makeAlbum,
  makeArtist,
  makeGenre,
  makeTag,
  makeTrack,
} from '../helpers/catalogue_factory.js'

/** A catalogue page as a guest's first fetch, an embed or an API consumer asks for it: no cookies. */
async function cookieless(path: string) {
  return new CookieSession().get(api(path))
}

function hasXsrfCookie(response: ApiResponse) {
  return setCookieLines(response).some((line) => line.startsWith('XSRF-TOKEN='))
}

async function fullTrack() {
  return makeTrack({
    artists: [await makeArtist(), await makeArtist()],
    album: await makeAlbum(),
    genres: [await makeGenre()],
    tags: [await makeTag()],
    lyrics: { text: 'la la' },
    waveform: [0.1, 0.5, 0.9],
  })
}

test.group('Music API: guest reads', () => {
  test('a read without cookies gets its page and the security headers, and no session or XSRF cookie', async ({
    assert,
  }) => {
    const track = await fullTrack()
    const response = await cookieless(`tracks/${track.id}`)
    assert.equal(response.status(), 200)
    assert.equal(response.body().track.id, track.id)
    assert.deepEqual(setCookieLines(response), [])
    assert.equal(response.header('x-content-type-options'), 'nosniff')
  })

  test('a browser that carries its session but no XSRF cookie gets one on reads; one that holds its token gets none', async ({
    assert,
  }) => {
    const track = await fullTrack()
    const browser = await guestSession()
    assert.isString(browser.cookie('XSRF-TOKEN'))
    const withoutToken = await new CookieSession()
      .get(api(`tracks/${track.id}`))
      .header('cookie', `cadenza-session=${browser.cookie('cadenza-session')}`)
    assert.equal(withoutToken.status(), 200)
    assert.isTrue(hasXsrfCookie(withoutToken))
    // A held token that does not match is replaced at the next write's 419 (tests/functional/kernel/xsrf_reissue.spec.ts).
    const holding = await browser.get(api(`tracks/${track.id}`))
    assert.equal(holding.status(), 200)
    assert.isFalse(hasXsrfCookie(holding))
  })

  test("a guest's track page reads 3 statements once (the track with its album, lyrics and waveform, its artists, genres with tags), then none until a write", async ({
    assert,
  }) => {
    const album = await makeAlbum({ name: 'Harbour Lights' })
    const track = await makeTrack({
      artists: [await makeArtist(), await makeArtist()],
      album,
      genres: [await makeGenre()],
      tags: [await makeTag()],
      lyrics: { text: 'la la' },
    })
    // Another track's read loads the guest role's permissions, which are then reused for a while.
    assert.equal((await cookieless(`tracks/${(await makeTrack()).id}`)).status(), 200)
    const read = async () => {
      const response = await cookieless(`tracks/${track.id}`)
      assert.equal(response.status(), 200)
      assert.lengthOf(response.body().track.artists, 2)
      assert.isTrue(response.body().track.has_lyrics)
      assert.deepEqual(response.body().track.album, {
        id: album.id,
        name: 'Harbour Lights',
        image: null,
      })
    }
    assert.equal(await countQueries(read), 3)
    assert.equal(await countQueries(read), 0)
  })
})
