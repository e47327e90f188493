import type { HttpContext } from '@adonisjs/core/http'
import { ImageRejected } from '#core/accounts/server/services/public_images'
import { idParam } from '../controllers/params.js'
import { createAlbum, publishAlbum, readAlbum, updateAlbum } from './album_editor.js'
import { createArtist, readArtist, updateArtist } from './artist_editor.js'
import { replaceImage, type ImageTarget } from './catalogue_images.js'
import { editorOptions } from './editor_options.js'
import { kindOf, scopeOf } from './editor_scope.js'
import { albumEditorValidator, artistEditorValidator, editorOptionsValidator, replaceAudioValidator, trackEditorValidator } from './editor_validators.js'
import { replaceTrackAudio } from '../ingest/replace_audio.js'
import { uploadAllowance } from './upload_allowance.js'
import { createTrack, publishTrack, readTrack, updateTrack } from './track_editor.js'

/**
 * The editors' API, mounted twice: under music/admin (music.update, any
 * row) and music/backstage (music.create, what the person manages). The
 * route group's editsAs() says which; the services enforce it.
 */
export default class EditorController {
  async showTrack(ctx: HttpContext) {
    return { track: await readTrack(scopeOf(ctx), idParam(ctx)) }
  }

  async storeTrack(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    const id = await createTrack(scope, withDay(await ctx.request.validateUsing(trackEditorValidator)))
    ctx.response.status(201)
    return { track: await readTrack(scope, id) }
  }

  async updateTrack(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    await updateTrack(scope, idParam(ctx), withDay(await ctx.request.validateUsing(trackEditorValidator)))
    return { track: await readTrack(scope, idParam(ctx)) }
  }

  /** POST {scope}/tracks/{id}/audio {entryId, useTags?}: the track plays the uploaded file; decoded again by its job. */
  async replaceAudio(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    const { entryId, useTags } = await ctx.request.validateUsing(replaceAudioValidator)
    await replaceTrackAudio(scope, idParam(ctx), { entryId, useTags: useTags ?? false })
    return { track: await readTrack(scope, idParam(ctx)) }
  }

  async publishTrack(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    await publishTrack(scope, idParam(ctx))
    return { track: await readTrack(scope, idParam(ctx)) }
  }

  async showAlbum(ctx: HttpContext) {
    return { album: await readAlbum(scopeOf(ctx), idParam(ctx)) }
  }

  async storeAlbum(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    const id = await createAlbum(scope, withDay(await ctx.request.validateUsing(albumEditorValidator)))
    ctx.response.status(201)
    return { album: await readAlbum(scope, id) }
  }

  async updateAlbum(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    await updateAlbum(scope, idParam(ctx), withDay(await ctx.request.validateUsing(albumEditorValidator)))
    return { album: await readAlbum(scope, idParam(ctx)) }
  }

  async publishAlbum(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    await publishAlbum(scope, idParam(ctx))
    return { album: await readAlbum(scope, idParam(ctx)) }
  }

  async showArtist(ctx: HttpContext) {
    return { artist: await readArtist(scopeOf(ctx), idParam(ctx)) }
  }

  async storeArtist(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    const id = await createArtist(scope, await ctx.request.validateUsing(artistEditorValidator))
    ctx.response.status(201)
    return { artist: await readArtist(scope, id) }
  }

  async updateArtist(ctx: HttpContext) {
    const scope = scopeOf(ctx)
    await updateArtist(scope, idParam(ctx), await ctx.request.validateUsing(artistEditorValidator))
    return { artist: await readArtist(scope, idParam(ctx)) }
  }

  /** POST {scope}/{tracks|albums|artists}/{id}/image (multipart `file`): the new image's URL. */
  async storeImage(ctx: HttpContext) {
    try {
      return { image: await replaceImage(scopeOf(ctx), imageTarget(ctx), idParam(ctx), ctx.request.file('file')) }
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error
      return ctx.response.unprocessableEntity({ message: error.message, errors: { file: [error.message] } })
    }
  }

  /** DELETE {scope}/{tracks|albums|artists}/{id}/image. */
  async destroyImage(ctx: HttpContext) {
    await replaceImage(scopeOf(ctx), imageTarget(ctx), idParam(ctx), null)
    return { image: null }
  }

  /** GET {scope}/upload-allowance: the upload screens' quota line. */
  async uploadAllowance(ctx: HttpContext) {
    return uploadAllowance(scopeOf(ctx).userId)
  }

  /** GET {scope}/editor-options/{artists|albums|tracks}?query= */
  async options(ctx: HttpContext) {
    const { query } = await ctx.request.validateUsing(editorOptionsValidator, { data: ctx.request.qs() })
    return { data: await editorOptions(scopeOf(ctx), kindOf(ctx), query) }
  }
}

/** The row type whose image the route changes: track, album or artist. */
function imageTarget(ctx: HttpContext): ImageTarget {
  return kindOf(ctx).slice(0, -1) as ImageTarget
}

/** VineJS reads 'YYYY-MM-DD' as local midnight: back to the same day's text for a DATE column. */
function withDay<T extends { release_date: Date | null }>(values: T): Omit<T, 'release_date'> & { release_date: string | null } {
  const day = values.release_date
  const text = day ? `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}` : null
  return { ...values, release_date: text }
}
