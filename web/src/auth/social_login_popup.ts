import type { BootstrapPayload } from './use_apply_bootstrap.js'

/**
 * What the popup page posts back to the window that opened it when the
 * provider round trip ends (spec section 4, social login popup result).
 */
export type SocialLoginResult =
  | { status: 'SUCCESS'; bootstrapData?: BootstrapPayload }
  | { status: 'REQUEST_PASSWORD' }
  | { status: 'ERROR'; message?: string }
  | { status: 'ALREADY_LOGGED_IN' }

/** Spec section 9: the popup is 650x550 and checked for being closed every second. */
export const SOCIAL_POPUP_WIDTH = 650
export const SOCIAL_POPUP_HEIGHT = 550
export const SOCIAL_POPUP_POLL_MS = 1000

const RESULT_MESSAGE_TYPE = 'social-login'
const STATUSES = new Set(['SUCCESS', 'REQUEST_PASSWORD', 'ERROR', 'ALREADY_LOGGED_IN'])

/** The browser pieces the popup needs, so the flow can be driven by a fake window in unit tests. */
export interface PopupHost {
  open(url: string, name: string, features: string): Pick<Window, 'closed' | 'close'> | null
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
  origin: string
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
}

export function browserPopupHost(): PopupHost {
  return {
    open: (url, name, features) => window.open(url, name, features),
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    origin: window.location.origin,
    screenX: window.screenX,
    screenY: window.screenY,
    outerWidth: window.outerWidth,
    outerHeight: window.outerHeight,
  }
}

/**
 * Opens the provider's sign-in page in a popup centred over the app and
 * resolves with the result the popup posts back from this site's origin, or
 * null when the person closes the popup first (or it is blocked).
 */
export function openSocialLoginPopup(
  url: string,
  host: PopupHost = browserPopupHost()
): Promise<SocialLoginResult | null> {
  const left = Math.round(host.screenX + (host.outerWidth - SOCIAL_POPUP_WIDTH) / 2)
  const top = Math.round(host.screenY + (host.outerHeight - SOCIAL_POPUP_HEIGHT) / 2)
  const popup = host.open(
    url,
    'social-login',
    `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top},scrollbars=yes`
  )
  if (!popup) return Promise.resolve(null)

  return new Promise((resolve) => {
    let done = false
    const finish = (result: SocialLoginResult | null) => {
      if (done) return
      done = true
      host.removeEventListener('message', onMessage)
      host.clearInterval(poll)
      resolve(result)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; status?: unknown } | null
      // Only our own server's popup page may sign someone in.
      if (event.origin !== host.origin || data?.type !== RESULT_MESSAGE_TYPE) return
      if (typeof data.status !== 'string' || !STATUSES.has(data.status)) return
      if (!popup.closed) popup.close()
      finish(data as SocialLoginResult)
    }
    const poll = host.setInterval(() => {
      if (popup.closed) finish(null)
    }, SOCIAL_POPUP_POLL_MS)
    host.addEventListener('message', onMessage)
  })
}

/** The popup's starting page: sign in with, or connect, a provider. */
export function socialPopupUrl(service: string, mode: 'login' | 'connect') {
  return `/secure/auth/social/${encodeURIComponent(service)}/${mode}`
}
