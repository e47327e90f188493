import type { HttpContext } from '@adonisjs/core/http'
import { ReadCache } from '../cache/read_cache.js'
import { SCRIPT_NONCE } from '../http/csp_nonce.js'
import { GzipWithSlots } from './gzip_with_slots.js'
import { isMobileDevice } from './bootstrap_builder.js'

/**
 * A guest's page as sent: its status (a 404 stays a 404) and its HTML,
 * compressed, cut where the shell's SCRIPT_NONCE stand-ins were: each
 * response fills its own nonce attribute in.
 */
export interface GuestPage {
  status: number
  drawn: boolean
  body: GzipWithSlots
}

/** A page as the shell made it, with SCRIPT_NONCE where each response's nonce goes. */
export interface MadePage {
  status: number
  /** Whether the page was drawn on the server (or left to the browser). */
  drawn: boolean
  html: string
  /** False for a stand-in (the plain shell of a busy server): answered, not kept. */
  keep: boolean
}

/**
 * Pages as guests see them, until a write drops them (ReadCache; off with
 * READ_CACHE=false). Bots, link previews
 * and crawlers ask for these pages first and in floods: a kept page costs a
 * lookup instead of a draw (~10-40 ms of the event loop). Kept compressed,
 * ~10-20 KB a page, in the `pages` store (config/cache.ts).
 */
const pages = new ReadCache<GuestPage>('kernel.guest_pages', { store: 'pages' })

/**
 * What a guest's page depends on besides the database and the site's
 * settings: its URL, whether the browser says it is a phone (the bootstrap
 * data's is_mobile_device) and the cookie notice's cookie (shown or not). A
 * guest sends no other cookie that the page reads.
 */
export function guestPageKey(ctx: HttpContext) {
  const notice = ctx.request.plainCookie('cookie_notice', { encoded: false }) as string | null | undefined
  const noticeState = notice === undefined || notice === null ? '-' : notice === 'true' ? 'accepted' : 'other'
  return `${ctx.request.url(true)}\u0000${isMobileDevice(ctx) ? 'mobile' : 'desktop'}\u0000${noticeState}`
}

/**
 * The guest page of `key`: kept, or made with `make` (concurrent guests of
 * the same page share one making) and kept unless it is a stand-in.
 */
export async function guestPage(key: string, make: () => Promise<MadePage>): Promise<GuestPage> {
  let keep = true
  return pages.get(
    key,
    async () => {
      const made = await make()
      keep = made.keep
      return { status: made.status, drawn: made.drawn, body: await GzipWithSlots.compress(made.html.split(SCRIPT_NONCE)) }
    },
    () => keep
  )
}

/** What fills a kept page's nonce slots for one response: its nonce attribute, or nothing without CSP nonces. */
export function nonceAttribute(nonce: string | undefined) {
  return nonce === undefined ? '' : ` nonce="${nonce.replace(/[^\w+/=-]/g, '')}"`
}
