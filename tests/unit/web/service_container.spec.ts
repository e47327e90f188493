import 'reflect-metadata'
import { test } from '@japa/runner'
import { container } from 'tsyringe'
import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import { registerServices, resolve } from '../../../web/src/services/container.js'
import { API_CLIENT, BOOTSTRAP, TOAST_QUEUE } from '../../../web/src/services/tokens.js'
import { FakeClock } from './helpers/fake_clock.js'
import { fakeFetch } from './helpers/fake_fetch.js'

test.group('Service container', () => {
  test('builds one instance of each service per container from the platform it is given', async ({
    assert,
  }) => {
    const { fetch, calls } = fakeFetch()
    const clock = new FakeClock()
    const child = registerServices(container.createChildContainer(), {
      fetch,
      clock,
      cookies: { get: (name) => (name === 'XSRF-TOKEN' ? 'token' : undefined), set: () => {} },
      bootstrap: { user: null } as BootstrapData,
    })

    assert.strictEqual(resolve(child, API_CLIENT), resolve(child, API_CLIENT))
    assert.strictEqual(resolve(child, TOAST_QUEUE), resolve(child, TOAST_QUEUE))
    assert.isNull(resolve(child, BOOTSTRAP).getSnapshot().user)

    await resolve(child, API_CLIENT).post('contact-page', {})
    assert.equal(calls[0].headers['x-xsrf-token'], 'token')

    resolve(child, TOAST_QUEUE).add('Saved')
    clock.advance(3000)
    assert.lengthOf(resolve(child, TOAST_QUEUE).getSnapshot(), 0)
  })
})
