import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerRendererModule } from '../shared/server_render.js'
import { serverRendererDir } from '../shared/server_renderer_dir.js'
import { webDistDir } from './web_dist.js'

let loading: Promise<ServerRendererModule | null> | undefined

/**
 * The build's server renderer (web/src/entry_server.tsx): it draws pages and
 * knows the web app's route table. Null when there is none: `npm run dev`
 * serves the web app from source, which a built renderer would not match.
 */
export function loadServerRenderer(): Promise<ServerRendererModule | null> {
  loading ??= (async () => {
    if (process.env.VITE_DEV === 'true') return null
    const entry = join(serverRendererDir(webDistDir()), 'entry_server.js')
    if (!existsSync(entry)) return null
    return (await import(pathToFileURL(entry).href)) as ServerRendererModule
  })()
  return loading
}
