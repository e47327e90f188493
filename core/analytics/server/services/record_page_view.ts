import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { isbot } from 'isbot'
import { UAParser } from 'ua-parser-js'
import { todaysSalt } from './visitor_salt.js'

export interface PageView {
  /** The page's path, without its query string. */
  path: string
  /** The address the visitor came from (the first page of a visit), if any. */
  referrer?: string | null
}

/** Not counted: crawlers, and browsers whose person asked not to be tracked (Do Not Track, Global Privacy Control). */
export function isCountable({ request }: HttpContext) {
  const agent = request.header('user-agent')
  if (!agent || isbot(agent)) return false
  return request.header('dnt') !== '1' && request.header('sec-gpc') !== '1'
}

/**
 * Stores one page view: the path, the referring site's host (none for the
 * site itself), and what the request says about the visitor (country from a
 * geolocating proxy's CF-IPCountry, device, system and browser from the user
 * agent), with a hash that is the same for one visitor all day: the day's
 * salt, address and user agent. The address itself is never stored.
 */
export async function recordPageView(ctx: HttpContext, view: PageView) {
  const { request } = ctx
  const agentText = request.header('user-agent') ?? ''
  const agent = UAParser(agentText)
  const visitor = createHash('sha256')
    .update(`${await todaysSalt()}\n${request.ip()}\n${agentText}`)
    .digest('hex')
    .slice(0, 32)
  const country = request.header('cf-ipcountry')?.trim().toUpperCase()
  await db.table('page_views').insert({
    created_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
    visitor,
    path: view.path.slice(0, 191),
    referrer_host: referrerHost(view.referrer, request.host()),
    country: country && /^[A-Z]{2}$/.test(country) && country !== 'XX' ? country : null,
    device: agent.device.type?.slice(0, 20) ?? 'desktop',
    platform: agent.os.name?.slice(0, 50) ?? null,
    browser: agent.browser.name?.slice(0, 50) ?? null,
  })
}

/** The host of an http(s) referrer, without `www.`; null for none, a malformed one, or this site. */
function referrerHost(referrer: string | null | undefined, ownHost: string | null) {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const host = url.host.toLowerCase()
    return host === ownHost?.toLowerCase() ? null : host.replace(/^www\./, '').slice(0, 191)
  } catch {
    return null
  }
}
