import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import type { Viewer } from '../services/shared/viewer.js'
import { streamTrack } from '../streaming/stream_track.js'
import { notAuthorized } from './protocol.js'

/** The administrator's "Allow downloads" (player settings): off by default. */
export const DOWNLOAD_SETTING = 'player.enable_download'

export async function downloadsAllowed() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return Boolean(settings.get<boolean>(DOWNLOAD_SETTING, false))
}

/**
 * download: the original file of a song the listener may see, as an
 * attachment, while the site allows downloads (else error 50, as the web
 * offers no download either).
 */
export async function downloadTrack(ctx: HttpContext, trackId: number, viewer: Viewer) {
  if (!(await downloadsAllowed())) throw notAuthorized()
  ctx.response.header('Content-Disposition', 'attachment')
  return streamTrack(ctx, trackId, viewer)
}
