import env from '#start/env'
import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'
import { dataPath } from '#core/kernel/paths'

/**
 * Two disks, as the spec names them: `public` holds files anyone may fetch
 * (avatars, covers, images) and is served by Drive under /storage; `uploads`
 * holds private files (audio, attachments) that only our own controllers
 * stream after an authorization check. Both live in the data folder by default.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'public'),
  services: {
    public: services.fs({
      location: dataPath('storage', 'public'),
      serveFiles: true,
      routeBasePath: '/storage',
      visibility: 'public',
      // No appUrl: stored URLs stay relative (/storage/...), so they survive a
      // change of host or port. Absolute links (OpenGraph) prefix the base URL.
    }),
    uploads: services.fs({
      location: dataPath('storage', 'uploads'),
      serveFiles: false,
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
