import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import { appUrl } from '#config/app'
import { SiteSettings } from '#core/kernel/module_services'
import { unsubscribePage } from '../email/unsubscribe_page.js'
import { notificationCatalogue } from '../notification_catalogue.js'
import { channelsFor, saveSelections } from '../selections.js'
import { readUnsubscribeToken } from '../email/unsubscribe_token.js'

const INVALID = 'This unsubscribe link is not valid.'

/** No scripts, no loads: inline styles and a form posting back here only. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"

/**
 * An email's unsubscribe link, with no sign-in (the signed token is the
 * proof). GET is the footer link: it only shows what would stop and a
 * button, because mail scanners and link previews follow links by
 * themselves. POST turns the email channel of that type off: the page's
 * button, and RFC 8058's one-click from a mail app (no CSRF token:
 * config/shield.ts). A browser gets a page; any other client JSON.
 */
export default class UnsubscribeController {
  async show({ params, request, response }: HttpContext) {
    const found = await unsubscribeTarget(params.token)
    if (wantsJson(request)) {
      if (!found) return response.notFound({ message: INVALID })
      return { notification: found.label, unsubscribed: false }
    }
    if (!found) return page(response, 404, `<h1>${INVALID}</h1><p>It may be from an old email, or cut short by your mail app.</p>`)
    const action = string.escapeHTML(`/api/v1/notifications/unsubscribe/${params.token}`)
    return page(
      response,
      200,
      `<h1>Stop emails about “${string.escapeHTML(found.label)}”?</h1>` +
        '<p>You will still see these notifications in the app.</p>' +
        `<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
    )
  }

  async oneClick({ params, request, response }: HttpContext) {
    const found = await unsubscribeTarget(params.token)
    if (found) await turnEmailOff(found)
    if (wantsJson(request)) return found ? { unsubscribed: true } : response.notFound({ message: INVALID })
    return found
      ? page(response, 200, `<h1>You are unsubscribed</h1><p>You will no longer get emails about “${string.escapeHTML(found.label)}”.</p>`)
      : page(response, 404, `<h1>${INVALID}</h1>`)
  }
}

/** A mail app's one-click POST (accepting anything, or saying nothing) and API clients get JSON; a browser following the link or the button gets a page. */
function wantsJson(request: HttpContext['request']) {
  return request.accepts(['json', 'html']) !== 'html'
}

/** The person and type a token names, with the type's label; null when the token is not ours or either is gone. */
async function unsubscribeTarget(token: string) {
  const claim = readUnsubscribeToken(token)
  if (!claim) return null
  const catalogue = await notificationCatalogue()
  const type = catalogue.find(claim.type)
  if (!type || !(await db.from('users').where('id', claim.userId).first())) return null
  return { userId: claim.userId, type, catalogue, label: type.label }
}

/** Keeps every channel of the type the person had, but email. */
async function turnEmailOff({ userId, type, catalogue }: NonNullable<Awaited<ReturnType<typeof unsubscribeTarget>>>) {
  const current = (await channelsFor([userId], type, catalogue)).get(userId)!
  const channels = [...current].filter((channel) => channel !== 'email')
  await db.transaction((trx) => saveSelections(userId, [{ notif_id: type.id, channels }], catalogue, trx))
}

/** The small server-drawn page (the link opens outside the app, maybe signed out), with a way to every setting. */
async function page(response: HttpContext['response'], status: number, body: string) {
  const siteName = (await app.container.make(SiteSettings)).get<string>('branding.site_name', 'Cadenza')
  const settings = new URL('/notifications/settings', appUrl).toString()
  // Served under /api/v1 (the address old emails carry), whose policy allows nothing: this page needs its inline styles and its form.
  response.status(status).header('content-type', 'text/html; charset=utf-8').header('Content-Security-Policy', PAGE_POLICY)
  return unsubscribePage(siteName, body, settings)
}
