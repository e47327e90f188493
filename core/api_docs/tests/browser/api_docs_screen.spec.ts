import { test } from '@japa/runner'
import type { BrowserContext } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import {
  newAccount,
  openAt,
  signInThroughForm,
  waitForPath,
} from '#core/accounts/tests/browser/browser_helpers'

const NOT_FOUND = "Looks like you've found the doorway to the great nothing"

/** Issue 14: the /api-docs screen (spec section 2: needs api.access, login not required). */
test.group('API docs screen in Chromium', (group) => {
  const opened: BrowserContext[] = []
  group.each.teardown(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })

  test('a user with api.access finds an endpoint, opens it and copies its curl command', async ({
    assert,
  }) => {
    const user = await newAccount()
    const { page, context } = await openAt('/login?redirect=/api-docs')
    opened.push(context)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInThroughForm(page, user.email)
    await waitForPath(page, '/api-docs')
    await page.getByRole('heading', { name: 'API documentation', level: 1 }).waitFor()
    await page.getByRole('heading', { name: /^Music/, level: 2 }).waitFor()

    await page.getByRole('searchbox', { name: 'Search endpoints' }).fill('create a playlist')
    const endpoint = page.getByRole('button', {
      name: /POST\s*\/api\/v1\/music\/playlists\s*Create a playlist/,
    })
    await endpoint.waitFor()
    assert.equal(await page.getByRole('heading', { name: /^Accounts/, level: 2 }).count(), 0)

    await endpoint.click()
    assert.equal(await endpoint.getAttribute('aria-expanded'), 'true')
    const body = page.getByRole('table', { name: 'Request body' })
    await body.getByRole('cell', { name: /^name\s*required$/ }).waitFor()
    await body.getByRole('cell', { name: 'collaborative' }).waitFor()
    await page.getByText('Permissions: music.view').waitFor()

    await page.getByRole('button', { name: 'Copy curl' }).click()
    await page.getByRole('button', { name: 'Copied' }).waitFor()
    // Runs in the page, where navigator has a clipboard (the server tsconfig has no DOM types).
    const curl: string = await page.evaluate('navigator.clipboard.readText()')
    assert.match(curl, /^curl -X POST '.*\/api\/v1\/music\/playlists'/)
    assert.include(curl, `-d '{"name":"`)

    await page
      .getByRole('searchbox', { name: 'Search endpoints' })
      .fill('no such endpoint anywhere')
    await page.getByText('There are no items matching your query').waitFor()
  })

  test('without api.access: a signed-in user sees the not-found page, a guest is sent to login, before any call', async ({
    assert,
  }) => {
    const user = await newAccount()
    await db.from('user_roles').where('user_id', user.id).delete()
    const { page, context } = await openAt('/login?redirect=/api-docs')
    opened.push(context)
    // The route's own guard decides from the bootstrap data: the document is never asked for.
    const documentCalls: string[] = []
    context.on('request', (request) => {
      if (request.url().includes('/api-docs/openapi.json')) documentCalls.push(request.url())
    })
    await signInThroughForm(page, user.email)
    await page.getByText(NOT_FOUND).waitFor()

    const guest = await openAt('/api-docs')
    opened.push(guest.context)
    await waitForPath(guest.page, '/login')
    assert.deepEqual(documentCalls, [])
  })
})
