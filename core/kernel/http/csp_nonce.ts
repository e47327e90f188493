import { randomBytes } from 'node:crypto'

/**
 * The Content-Security-Policy lets an inline script run only when it carries
 * the request's nonce (config/shield.ts). HTML is built with this stand-in
 * where the nonce goes, on our own script tags only, and `withNonce` swaps in
 * the request's nonce as the page is sent: so the HTML stays the same for
 * every request (it can be cached), and the nonce never ends up on a script
 * that came from content. The stand-in is random per process and never leaves
 * the server, so content cannot carry it either.
 */
const NONCE_PLACEHOLDER = `csp-nonce-${randomBytes(18).toString('base64url')}`

/** The nonce attribute, ` nonce="…"`, for a `<script>` tag we write ourselves. */
export const SCRIPT_NONCE = ` nonce="${NONCE_PLACEHOLDER}"`

/** HTML as it is sent: the stand-ins replaced by the request's nonce (`response.nonce`). */
export function withNonce(html: string, nonce: string | undefined) {
  // No nonce when the policy is off (`npm run dev`).
  return html.replaceAll(NONCE_PLACEHOLDER, nonce ?? '')
}
