import { randomBytes } from 'node:crypto'
import type { BootstrapData } from '../shared/bootstrap_data.js'
import { ReadCache } from '../cache/read_cache.js'
import { SCRIPT_NONCE } from '../http/csp_nonce.js'
import { GzipWithSlots } from './gzip_with_slots.js'
import { renderShell } from './render_shell.js'
import { scriptSafeJson } from './script_safe_json.js'

/**
 * The bootstrap data's fields that are the same for everyone reading the
 * site in one language until the next write: the rest (the person, their
 * admin alerts, the cookie notice's state, phone or not, what modules add
 * per request, and any field added later) is filled in per response.
 */
const SHARED_FIELDS: ReadonlySet<keyof BootstrapData> = new Set<keyof BootstrapData>([
  'settings',
  'themes',
  'menus',
  'guest_role',
  'branding',
  'cookie_notice',
  'require_email_confirmation',
  'base_url',
  'i18n',
  'ad_slots',
  'admin_screens',
  'modules',
])

/** What fills a slot: the response's nonce attribute, the page's head tags, or a bootstrap field of this request. */
type Slot = { nonce: true } | { head: true } | { field: keyof BootstrapData }

/** The plain shell compressed once around its slots, and what goes in each slot, in order. */
interface ShellParts {
  body: GzipWithSlots
  slots: Slot[]
}

/** Random per process, so no content can spell a slot's stand-in. */
const STAND_IN = `cadenza-slot-${randomBytes(18).toString('base64url')}`
const HEAD_STAND_IN = `${STAND_IN}-head`
const fieldStandIn = (field: string) => `${STAND_IN}-${field}`

/**
 * Kept parts per language (and index.html: Vite's in development) until a
 * write drops them, as guests' pages are (guest_pages.ts): the shared fields
 * come from settings, themes, roles and localizations, which only a write
 * changes. Off with READ_CACHE=false.
 */
const keptParts = new ReadCache<ShellParts | null>('kernel.signed_in_shells', { store: 'pages' })

/**
 * The plain shell (not drawn: the browser draws the page) of a signed-in
 * person as one gzip body, or null where shells are not kept. It is the
 * text renderShell makes for this request, byte for byte, composed from
 * stretches shared by everyone, compressed once until the next write, and
 * this request's own parts sent as they are: its nonce, the page's head tags
 * and the bootstrap fields of SHARED_FIELDS' complement. Rendering and
 * compressing each whole shell cost ~2 ms where this costs ~0.26 ms (an
 * 18 KB shell, measured side by side on a busy machine).
 */
export async function signedInShell(template: string, head: string, bootstrap: BootstrapData, nonceAttribute: string) {
  if (!keptParts.isOn()) return null
  const key = `${bootstrap.i18n.language}\u0000${template}`
  const parts = await keptParts.get(key, () => shellParts(template, bootstrap))
  if (!parts) return null
  return parts.body.gzip(
    parts.slots.map((slot) => ('nonce' in slot ? nonceAttribute : 'head' in slot ? head : scriptSafeJson(bootstrap[slot.field])))
  )
}

/**
 * The shell rendered with stand-ins for the nonce, the head and every field
 * that is not shared, cut at them. The stand-ins are strings, so a field's
 * stand-in sits in the bootstrap's JSON as a quoted string where its value's
 * JSON goes. Null (not kept: every response renders its own shell) unless
 * each stand-in is in the shell exactly once.
 */
async function shellParts(template: string, bootstrap: BootstrapData): Promise<ShellParts | null> {
  const standIns = new Map<string, Slot>([
    [SCRIPT_NONCE, { nonce: true }],
    [HEAD_STAND_IN, { head: true }],
  ])
  const withStandIns: Record<string, unknown> = { ...bootstrap }
  for (const field of Object.keys(bootstrap) as Array<keyof BootstrapData>) {
    if (SHARED_FIELDS.has(field)) continue
    withStandIns[field] = fieldStandIn(field)
    standIns.set(scriptSafeJson(fieldStandIn(field)), { field })
  }
  const html = renderShell(template, HEAD_STAND_IN, withStandIns as unknown as BootstrapData)

  const texts: string[] = []
  const slots: Slot[] = []
  let from = 0
  const anyStandIn = new RegExp([...standIns.keys()].map((standIn) => RegExp.escape(standIn)).join('|'), 'g')
  for (const match of html.matchAll(anyStandIn)) {
    texts.push(html.slice(from, match.index))
    slots.push(standIns.get(match[0])!)
    from = match.index + match[0].length
  }
  texts.push(html.slice(from))

  const onceEach = [...standIns.values()].every(
    (slot) => 'nonce' in slot || slots.filter((filled) => filled === slot).length === 1
  )
  return onceEach ? { body: await GzipWithSlots.compress(texts), slots } : null
}
