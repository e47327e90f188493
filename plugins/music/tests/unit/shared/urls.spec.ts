import { test } from '@japa/runner'
import { slugify, urlOf, urls } from '#plugins/music/shared/urls'

test.group('Music web URLs', () => {
  test('slugs are lower-case and dash-separated, with accents folded and other letters kept', ({
    assert,
  }) => {
    assert.equal(slugify('Aurora Fields'), 'aurora-fields')
    assert.equal(slugify('  Lumen & Ash!  '), 'lumen-ash')
    assert.equal(slugify('Beyoncé'), 'beyonce')
    assert.equal(slugify('Sigur Rós — Ágætis byrjun'), 'sigur-ros-agætis-byrjun')
    assert.equal(slugify('坂本 龍一'), '坂本-龍一')
    assert.equal(slugify('Track 42'), 'track-42')
  })

  test('a name of only punctuation still gives a path segment', ({ assert }) => {
    assert.equal(slugify('!!!'), '-')
    assert.equal(slugify(''), '-')
  })

  test('builds every public player URL of spec section 2', ({ assert }) => {
    assert.equal(urls.artist({ id: 2, name: 'Aurora Fields' }), '/artist/2/aurora-fields')
    assert.equal(
      urls.album({ id: 5, name: 'Rainy Window', artists: [{ name: 'Slow Tide Collective' }] }),
      '/album/5/slow-tide-collective/rainy-window'
    )
    assert.equal(urls.album({ id: 5, name: 'Mix' }), '/album/5/various-artists/mix')
    assert.equal(
      urls.albumEmbed({ id: 5, name: 'Mix', artists: [{ name: 'A' }] }),
      '/album/5/a/mix/embed'
    )
    assert.equal(urls.track({ id: 11, name: 'Northern Drift' }), '/track/11/northern-drift')
    assert.equal(
      urls.trackEmbed({ id: 11, name: 'Northern Drift' }),
      '/track/11/northern-drift/embed'
    )
    assert.equal(urls.playlist({ id: 1, name: 'Late Night Drive' }), '/playlist/1/late-night-drive')
    assert.equal(urls.user({ id: 3, name: 'Maya Lindqvist' }), '/user/3/maya-lindqvist')
    assert.equal(urls.user({ id: 3, name: 'Maya' }, 'likes'), '/user/3/maya/likes')
    assert.equal(urls.tag({ name: 'late night' }), '/tag/late%20night')
    assert.equal(urls.tag({ name: 'focus' }, 'albums'), '/tag/focus/albums')
    assert.equal(urls.genre({ name: 'lo-fi' }), '/channel/genre/lo-fi')
    assert.equal(urls.channel('new-releases'), '/channel/new-releases')
    assert.equal(
      urls.radio({ type: 'artist', id: 2, name: 'Aurora Fields' }),
      '/radio/artist/2/aurora-fields'
    )
    assert.equal(urls.search('a/b c', 'tracks'), '/search/a%2Fb%20c/tracks')
    assert.equal(urls.search('  '), '/search')
    assert.equal(urls.library('songs'), '/library/songs')
  })

  test('urlOf picks the page by model_type', ({ assert }) => {
    assert.equal(urlOf({ model_type: 'artist', id: 1, name: 'A B' }), '/artist/1/a-b')
    assert.equal(
      urlOf({ model_type: 'channel', id: 4, name: 'Genres', slug: 'browse-genres' }),
      '/channel/browse-genres'
    )
    assert.equal(urlOf({ model_type: 'genre', id: 2, name: 'ambient' }), '/channel/genre/ambient')
  })
})
