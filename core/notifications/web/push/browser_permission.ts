/**
 * The browser channel's permission flow (spec section 4): granted means
 * allowed; denied means the channel goes off with the blocked message;
 * otherwise the browser asks (which needs the press that turned it on).
 */
export type BrowserPermission = 'granted' | 'denied' | 'default' | 'unsupported'

export function browserPermission(): BrowserPermission {
  if (typeof Notification === 'undefined') return 'unsupported'
  return Notification.permission
}

/** Whether the browser channel may be on, asking the browser when it has not been answered yet. */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  const current = browserPermission()
  if (current !== 'default') return current
  return Notification.requestPermission()
}
