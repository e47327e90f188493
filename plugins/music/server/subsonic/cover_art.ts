import type { HttpContext } from '@adonisjs/core/http'
import type { Viewer } from '../services/shared/viewer.js'
import { findVisibleAlbum } from '../services/catalogue/album_page.js'
import { findArtistRow } from '../services/catalogue/artist_page.js'
import { findVisibleTrack } from '../services/catalogue/track_page.js'
import { rawRows } from '../services/shared/raw_rows.js'
import { parseAnyId } from './ids.js'
import { notFound } from './protocol.js'

/** The image of the item a cover art id names, if the viewer may see the item. */
async function imageOf(id: string, viewer: Viewer): Promise<string | null> {
  const item = parseAnyId(id)
  if (!item) return null
  if (item.kind === 'artist') return (await findArtistRow(item.id)).image ?? null
  if (item.kind === 'album') return (await findVisibleAlbum(item.id, viewer)).image ?? null
  const track = await findVisibleTrack(item.id, viewer)
  if (track.image || !track.album_id) return track.image ?? null
  const [album] = await rawRows('SELECT image FROM albums WHERE id = ?', [track.album_id])
  return album?.image ?? null
}

/**
 * getCoverArt: a redirect to the image the web app shows for the artist,
 * album or song (a path on this site or a storage URL). `size` is ignored:
 * images are stored at one size, which apps scale.
 */
export async function coverArt(ctx: HttpContext, id: string, viewer: Viewer) {
  const image = await imageOf(id, viewer)
  if (!image) throw notFound('Cover art')
  // What a viewer may see differs per person: caches keep it for them alone.
  ctx.response.header('Cache-Control', 'private, max-age=3600')
  return ctx.response.redirect(image)
}
