import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ViteDevServer } from 'vite'
import { fromRoot } from '../paths.js'
import { isApiRequest } from '../http/api_paths.js'
import { useShellTemplateSource } from './shell_template.js'

let vite: Promise<ViteDevServer> | null = null

/**
 * `npm run dev` (VITE_DEV=true): Vite runs in middleware mode inside the
 * AdonisJS server. It answers module and asset requests with hot reload, and
 * transforms index.html for the shell; API routes stay with AdonisJS.
 * Outside dev this middleware does nothing and Vite is never loaded.
 */
function viteServer() {
  vite ??= (async () => {
    const { createServer } = await import('vite')
    const server = await createServer({
      configFile: fromRoot('web/vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    })
    useShellTemplateSource(async (url) => server.transformIndexHtml(url, await readFile(fromRoot('web/index.html'), 'utf8')))
    return server
  })()
  return vite
}

export default class ViteDevMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (process.env.VITE_DEV !== 'true') return next()
    const server = await viteServer()
    const url = ctx.request.url()
    const isPageNavigation = ctx.request.method() === 'GET' && !/\.[a-z0-9]+$/i.test(url) && !url.startsWith('/@')
    if (isApiRequest(url) || isPageNavigation) return next()

    const handled = await new Promise<boolean>((resolve) => {
      server.middlewares(ctx.request.request, ctx.response.response, () => resolve(false))
      ctx.response.response.once('finish', () => resolve(true))
    })
    if (!handled) return next()
  }
}
