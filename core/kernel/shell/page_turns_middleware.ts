import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { inPageTurn } from './page_turns.js'

/**
 * Holds a request for a page (the shell route) until its turn (page_turns.ts)
 * before any other middleware runs: the session, CSRF cookie and auth work
 * of a page is most of what a kept page costs, and it must wait behind the
 * API too. First of the router's middleware (start/kernel.ts).
 */
export default class PageTurnsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    return ctx.route?.name === 'shell' ? inPageTurn(ctx, next) : next()
  }
}
