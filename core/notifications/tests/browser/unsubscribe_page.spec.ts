import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { BrowserContext } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { openPage } from '#tests/helpers/browser'
import { serverUrl } from '#tests/helpers/http_client'
import { unsubscribeUrl } from '#core/notifications/server/email/notification_email'


/** The footer link of an email to `userId` about `type`, on the test server. */
const linkFor = (userId: number, type: string) => serverUrl(new URL(unsubscribeUrl(userId, type)).pathname)

/** The email footer's unsubscribe link, opened in a browser with nobody signed in. */
test.group('Unsubscribe page in Chromium', (group) => {
  const opened: BrowserContext[] = []
  group.each.teardown(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()))
  })

  test('the link shows what will stop and changes nothing; the button turns the emails off', async ({ assert }) => {
    const person = await UserFactory.create()
    const { page, context } = await openPage('/favicon.svg', { colorScheme: 'light' })
    opened.push(context)
    await page.goto(linkFor(person.id, 'music.new_release'))

    await page.getByText('Stop emails about “New release by an artist you follow”?').waitFor()
    assert.isNull(await db.from('notification_selections').where('user_id', person.id).first(), 'opening the link stores nothing')

    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByText('You will no longer get emails about “New release by an artist you follow”.').waitFor()
    const selection = await db.from('notification_selections').where({ user_id: person.id, notif_id: 'music.new_release' }).first()
    assert.isFalse(Boolean(selection.email))
  })

  test('an altered link says it is not valid and offers no button', async ({ assert }) => {
    const { page, context } = await openPage('/favicon.svg')
    opened.push(context)
    const response = await page.goto(`${linkFor(1, 'music.new_release').slice(0, -3)}xyz`)
    assert.equal(response?.status(), 404)
    await page.getByText('This unsubscribe link is not valid.').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Unsubscribe' }).count(), 0)
  })
})
