import { test } from '@japa/runner'
import {
  openSocialLoginPopup,
  SOCIAL_POPUP_POLL_MS,
  type PopupHost,
} from '../../../web/src/auth/social_login_popup.js'

/** A window that opens fake popups, dispatches messages and runs intervals by hand. */
function fakeHost() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const intervals = new Map<number, () => void>()
  const popup = { closed: false, close: () => (popup.closed = true) }
  let opened: { url: string; features: string } | null = null
  let nextId = 1
  const host: PopupHost = {
    open: (url, _name, features) => {
      opened = { url, features }
      return popup
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setInterval: (callback) => {
      intervals.set(nextId, callback)
      return nextId++
    },
    clearInterval: (handle) => intervals.delete(handle as number),
    origin: 'https://cadenza.test',
    screenX: 0,
    screenY: 0,
    outerWidth: 1650,
    outerHeight: 1550,
  }
  return {
    host,
    popup,
    opened: () => opened,
    post: (data: unknown, origin = host.origin) =>
      listeners.forEach((listener) => listener({ data, origin } as MessageEvent)),
    tick: () => intervals.forEach((callback) => callback()),
    activeListeners: () => listeners.size + intervals.size,
  }
}

test.group('Social login popup', () => {
  test('opens a centred 650x550 popup and resolves with the result posted from our origin', async ({
    assert,
  }) => {
    const fake = fakeHost()
    const result = openSocialLoginPopup('/secure/auth/social/google/login', fake.host)
    assert.equal(fake.opened()?.url, '/secure/auth/social/google/login')
    assert.include(fake.opened()!.features, 'width=650,height=550,left=500,top=500')

    fake.post({ type: 'social-login', status: 'SUCCESS', bootstrapData: '{}' }, 'https://evil.test')
    fake.post({ type: 'other', status: 'SUCCESS' })
    fake.post({ type: 'social-login', status: 'REQUEST_PASSWORD' })

    assert.deepEqual(await result, { type: 'social-login', status: 'REQUEST_PASSWORD' } as never)
    assert.isTrue(fake.popup.closed)
    assert.equal(fake.activeListeners(), 0)
  })

  test('resolves null once the person closes the popup, noticed by the 1 s check', async ({
    assert,
  }) => {
    assert.equal(SOCIAL_POPUP_POLL_MS, 1000)
    const fake = fakeHost()
    const result = openSocialLoginPopup('/secure/auth/social/spotify/login', fake.host)
    fake.tick()
    fake.popup.closed = true
    fake.tick()
    assert.isNull(await result)
    assert.equal(fake.activeListeners(), 0)
  })

  test('resolves null at once when the browser blocks the popup', async ({ assert }) => {
    const fake = fakeHost()
    fake.host.open = () => null
    assert.isNull(await openSocialLoginPopup('/x', fake.host))
  })
})
