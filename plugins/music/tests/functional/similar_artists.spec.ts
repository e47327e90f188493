import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Artist from '#plugins/music/server/models/artist'
import type Genre from '#plugins/music/server/models/genre'
import { rawRows } from '#plugins/music/server/services/shared/raw_rows'
import { api, guestSession } from '../helpers/music_session.js'
import { makeArtist, makeGenre } from '../helpers/catalogue_factory.js'
import { GENRE_ARTIST_PLAYS_MISMATCHES } from '../helpers/genre_artist_plays.js'
import { dropReads } from '#core/kernel/cache/read_cache'

/**
 * The similar artists of an artist page are read from genre_artist_plays
 * (the artists of a genre with their plays, kept by triggers). Every way the
 * links and counters change must show on the next read, and the table must
 * stay in step with what it mirrors.
 */
async function similarTo(artist: Artist) {
  // The test writes with factories and raw SQL, outside requests: it drops the read caches itself.
  await dropReads()
  const response = await (await guestSession()).get(api(`artists/${artist.id}`))
  if (response.status() !== 200) throw new Error(`artist page: ${response.status()}`)
  return response.body().similar_artists.map((similar: { id: number }) => similar.id)
}

async function assertInStep(assert: {
  equal(actual: unknown, expected: unknown, message?: string): void
}) {
  const [row] = await rawRows(GENRE_ARTIST_PLAYS_MISMATCHES)
  assert.equal(
    Number(row.mismatches),
    0,
    'genre_artist_plays disagrees with genreables and artists.plays'
  )
}

const link = (genre: Genre, artist: Artist) =>
  db
    .table('genreables')
    .insert({ genre_id: genre.id, genreable_type: 'artist', genreable_id: artist.id })

test.group('Similar artists', () => {
  test('follow the artists’ play counters, whoever updates them', async ({ assert }) => {
    const genre = await makeGenre()
    const artist = await makeArtist({ genres: [genre] })
    const loud = await makeArtist({ genres: [genre], plays: 10 })
    const quiet = await makeArtist({ genres: [genre], plays: 5 })
    assert.deepEqual(await similarTo(artist), [loud.id, quiet.id])

    // As the play counters do: an increment over the artists of a track.
    await db.from('artists').whereIn('id', [quiet.id]).increment('plays', 20)
    assert.deepEqual(await similarTo(artist), [quiet.id, loud.id])
    loud.plays = 100
    await loud.save()
    assert.deepEqual(await similarTo(artist), [loud.id, quiet.id])
    await assertInStep(assert)
  })

  test('show a genre linked to an artist or unlinked, and never the artist itself', async ({
    assert,
  }) => {
    const [genre, other] = [await makeGenre(), await makeGenre()]
    const artist = await makeArtist({ genres: [genre] })
    const newcomer = await makeArtist({ genres: [other], plays: 50 })
    assert.deepEqual(await similarTo(artist), [])

    await link(genre, newcomer)
    assert.deepEqual(await similarTo(artist), [newcomer.id])
    assert.deepEqual(await similarTo(newcomer), [artist.id])

    await db
      .from('genreables')
      .where({ genre_id: genre.id, genreable_type: 'artist', genreable_id: newcomer.id })
      .delete()
    assert.deepEqual(await similarTo(artist), [])

    // A link changed in place, as when two genres are merged by hand.
    const merged = await makeArtist({ genres: [other], plays: 7 })
    await db
      .from('genreables')
      .where({ genre_id: other.id, genreable_type: 'artist' })
      .update({ genre_id: genre.id })
    assert.deepEqual(await similarTo(artist), [newcomer.id, merged.id])
    await assertInStep(assert)
  })

  test('forget deleted artists and genres', async ({ assert }) => {
    const [genre, gone] = [await makeGenre(), await makeGenre()]
    const artist = await makeArtist({ genres: [genre, gone] })
    const deleted = await makeArtist({ genres: [genre], plays: 9 })
    const kept = await makeArtist({ genres: [genre], plays: 1 })
    const ofGoneGenre = await makeArtist({ genres: [gone], plays: 5 })
    assert.deepEqual(await similarTo(artist), [deleted.id, ofGoneGenre.id, kept.id])

    await deleted.delete()
    await gone.delete()
    assert.deepEqual(await similarTo(artist), [kept.id])
    assert.equal(
      Number(
        (await db.from('genre_artist_plays').where('artist_id', deleted.id).count('* as total'))[0]
          .total
      ),
      0
    )
    assert.equal(
      Number(
        (await db.from('genre_artist_plays').where('genre_id', gone.id).count('* as total'))[0]
          .total
      ),
      0
    )
    await assertInStep(assert)
  })

  test('the ten most played of a big genre, ties by the newest artist', async ({ assert }) => {
    const genre = await makeGenre()
    const artist = await makeArtist({ genres: [genre], plays: 1000 })
    const others: Artist[] = []
    for (let i = 0; i < 14; i++) others.push(await makeArtist({ genres: [genre], plays: i % 7 }))
    const expected = [...others].sort((a, b) => b.plays - a.plays || b.id - a.id).slice(0, 10)
    assert.deepEqual(
      await similarTo(artist),
      expected.map((other) => other.id)
    )
  })
})
