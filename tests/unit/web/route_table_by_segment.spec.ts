import { test } from '@japa/runner'
import { matchRoutes } from 'react-router'
import { routeTableBySegment } from '../../../web/src/app/router/route_table_by_segment.js'

// Paths of the kinds the web parts declare: static, dynamic and optional first
// segments, splats, the root, and static routes shadowed by dynamic ones.
const paths = [
  '/',
  '/track/:trackId/:trackName',
  '/track/:trackId/:trackName/comments',
  '/album/:albumId/:artistName/:albumName',
  '/artist/:artistId/:artistName/*',
  '/search/:query?/:tab?',
  '/library/*',
  '/admin/users/*',
  '/admin/reports/*',
  '/backstage/upload',
  '/backstage/tracks/:id/edit',
  '/pages/:id/:slug',
  '/:channelSlug',
  '/:channelSlug/:filter',
  '/:lang?/about',
  '/user/:userId/:name/*',
  '/Pricing',
  '/*',
]
const table = paths.map((path) => ({ path }))

const locations = [
  '/',
  '/track/1/a',
  '/TRACK/1/a',
  '/track/1/a/comments',
  '/track/1',
  '/album/1/b/c',
  '/artist/1/x',
  '/artist/1/x/albums/more',
  '/search',
  '/search/abba/tracks',
  '/library/liked',
  '/admin/users',
  '/admin/nothing',
  '/backstage/upload',
  '/backstage/tracks/9/edit',
  '/pages/2/terms',
  '/genre-rock',
  '/genre-rock/popular',
  '/en/about',
  '/about',
  '/user/3/n',
  '/pricing',
  '/unknown/deep/path/here',
  '/track',
]

test.group('Route table by first segment', () => {
  test('finds the same page as ranking the whole table, for every kind of path', ({ assert }) => {
    const candidates = routeTableBySegment(table)
    for (const pathname of locations) {
      const whole = matchRoutes(table, { pathname })?.[0]
      const subset = matchRoutes(candidates(pathname), { pathname })?.[0]
      assert.deepEqual(
        subset && { path: subset.route.path, params: subset.params },
        whole && { path: whole.route.path, params: whole.params },
        pathname
      )
    }
  })

  test("ranks a location's own segment's routes and the dynamic ones only", ({ assert }) => {
    const candidates = routeTableBySegment(table)
    const track = candidates('/track/1/a').map(({ path }) => path)
    assert.includeMembers(track, ['/track/:trackId/:trackName', '/:channelSlug', '/*', '/'])
    assert.notInclude(track, '/album/:albumId/:artistName/:albumName')
    assert.notInclude(candidates('/no-such-segment').map(({ path }) => path), '/track/:trackId/:trackName')
  })
})
