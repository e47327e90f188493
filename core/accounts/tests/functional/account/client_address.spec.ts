import { test } from '@japa/runner'
import { AppProcess } from '#tests/helpers/app_process'
import { signIn } from '#tests/helpers/sign_in'
import { UserFactory } from '#database/factories/user_factory'

const CLIENT = '203.0.113.9'

/** Signs in with a proxy's X-Forwarded-For and reads back the address the session was recorded with. */
async function recordedAddress(origin?: string) {
  const browser = await signIn(await UserFactory.create(), {
    origin,
    headers: { 'x-forwarded-for': CLIENT },
  })
  const sessions = await browser.get('/api/v1/user-sessions')
  return sessions
    .body()
    .sessions.find((session: { is_current_device: boolean }) => session.is_current_device)
    .ip_address
}

/**
 * Rate limits, sessions and the human check key on the client's address;
 * behind a proxy that address is in X-Forwarded-For, believed only from the
 * proxies TRUST_PROXY names (a proxy on this machine by default).
 */
test.group('Client address behind a proxy (TRUST_PROXY)', () => {
  test('a proxy on this machine is believed by default', async ({ assert }) => {
    assert.strictEqual(await recordedAddress(), CLIENT)
  })

  const untrusted = [
    { trustProxy: 'false', why: 'with TRUST_PROXY=false the forwarded address is ignored' },
    { trustProxy: '10.0.0.0/8', why: 'a named proxy that is not this one is not believed' },
  ]
  for (const { trustProxy, why } of untrusted) {
    test(why, async ({ assert }) => {
      const server = await AppProcess.start({ TRUST_PROXY: trustProxy })
      try {
        assert.strictEqual(await recordedAddress(server.url('')), '127.0.0.1')
      } finally {
        await server.stop()
      }
    }).timeout(60_000)
  }
})
