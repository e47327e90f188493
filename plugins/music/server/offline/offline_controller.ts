import type { HttpContext } from '@adonisjs/core/http'
import { idParam } from '../controllers/params.js'
import { signedInViewer } from '../guards.js'
import { albumPackage, playlistPackage } from './offline_packages.js'

/** Behind signedIn and music.offline (offline/routes.ts): what a device keeps of an album or playlist. */
export default class OfflineController {
  album(ctx: HttpContext) {
    return albumPackage(idParam(ctx), signedInViewer(ctx))
  }

  playlist(ctx: HttpContext) {
    return playlistPackage(idParam(ctx), signedInViewer(ctx))
  }
}
