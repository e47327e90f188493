import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import { appUrl } from '#config/app'
import { SiteSettings } from '#core/kernel/module_services'
import { layout } from '#core/accounts/server/mail/sign_in_messages'
import { notificationCatalogue } from '../notification_catalogue.js'
import { channelsFor, saveSelections } from '../selections.js'
import { readUnsubscribeToken } from '../email/unsubscribe_token.js'

/**
 * An email's unsubscribe link: turns the email channel of that type off for
 * the person the signed token names, with no sign-in (the token is the
 * proof). POST is RFC 8058's one-click (a mail app's button, no CSRF token:
 * config/shield.ts); GET is the link in the email's footer and answers a
 * small page saying what happened.
 */
export default class UnsubscribeController {
  async oneClick({ params, response }: HttpContext) {
    const label = await unsubscribe(params.token)
    if (!label) return response.notFound({ message: 'This unsubscribe link is not valid.' })
    return { unsubscribed: true }
  }

  async show({ params, request, response }: HttpContext) {
    const label = await unsubscribe(params.token)
    // A client asking for JSON (not a mail reader's browser) gets the API's answer shape.
    if (request.accepts(['html', 'json']) === 'json') {
      if (!label) return response.notFound({ message: 'This unsubscribe link is not valid.' })
      return { unsubscribed: true }
    }
    const siteName = (await app.container.make(SiteSettings)).get<string>('branding.site_name', 'Cadenza')
    const settings = string.escapeHTML(new URL('/notifications/settings', appUrl).toString())
    const message = label
      ? `You will no longer get emails about “${string.escapeHTML(label)}”.`
      : 'This unsubscribe link is not valid.'
    response.status(label ? 200 : 404).header('content-type', 'text/html; charset=utf-8')
    return layout(siteName, [message, `<a href="${settings}">Manage your notification settings</a>`]).replace('<html>', '<html lang="en"><head><meta name="viewport" content="width=device-width"><title>Unsubscribe</title></head>')
  }
}

/** Turns the email channel off; answers the type's label, or null when the token is not ours or the type is gone. */
async function unsubscribe(token: string) {
  const claim = readUnsubscribeToken(token)
  if (!claim) return null
  const catalogue = await notificationCatalogue()
  const type = catalogue.find(claim.type)
  if (!type || !(await db.from('users').where('id', claim.userId).first())) return null
  const current = (await channelsFor([claim.userId], type, catalogue)).get(claim.userId)!
  const channels = [...current].filter((channel) => channel !== 'email')
  await db.transaction((trx) => saveSelections(claim.userId, [{ notif_id: type.id, channels }], catalogue, trx))
  return type.label
}
