import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SettingsStore } from '#core/settings/server/settings_store'
import { HUMAN_TOKEN, RecaptchaServer } from '#tests/helpers/recaptcha_server'

const VALID_MESSAGE = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello! Is there a student plan?' }

function sendContactMessage(client: ApiClient, json: object, headers: Record<string, string> = {}) {
  return client.post('/api/v1/contact-page').json(json).headers(headers).withCsrfToken()
}

function storedMessages() {
  return db.from('contact_messages').orderBy('id')
}

/** Spec sections 5, 7 and 8: POST contact-page with name, email and message. */
test.group('Contact form', (group) => {
  group.each.setup(async () => {
    await db.from('contact_messages').delete()
    await db.from('limiter_rate_limits').where('key', 'like', '%contact-page:%').delete()
  })

  test('a valid message is stored with the sender details and acknowledged', async ({ assert, client }) => {
    const response = await sendContactMessage(client, { ...VALID_MESSAGE, name: '  Ada Lovelace  ' }, { 'user-agent': 'ContactTest/1.0' })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { message: 'Your message has been submitted.' })

    const [stored, ...others] = await storedMessages()
    assert.lengthOf(others, 0)
    assert.equal(stored.name, 'Ada Lovelace')
    assert.equal(stored.email, 'ada@example.com')
    assert.equal(stored.message, 'Hello! Is there a student plan?')
    assert.equal(stored.ip, '127.0.0.1')
    assert.equal(stored.user_agent, 'ContactTest/1.0')
    assert.isNull(stored.user_id)
    assert.isNotNull(stored.created_at)
  })

  test('missing fields answer 422 with an error per field and store nothing', async ({ assert, client }) => {
    const response = await sendContactMessage(client, {})
    assert.equal(response.status(), 422)
    const body = response.body()
    assert.isString(body.message)
    assert.sameMembers(Object.keys(body.errors), ['name', 'email', 'message'])
    assert.match(body.errors.name[0], /name field must be defined/)
    assert.lengthOf(await storedMessages(), 0)
  })

  test('an invalid email, a long name and a long message are refused and nothing is stored', async ({ assert, client }) => {
    const response = await sendContactMessage(client, { name: 'x'.repeat(101), email: 'not-an-email', message: 'y'.repeat(5001) })
    assert.equal(response.status(), 422)
    const { errors } = response.body()
    assert.equal(errors.name[0], 'The name field must not be greater than 100 characters')
    assert.equal(errors.email[0], 'The email field must be a valid email address')
    assert.equal(errors.message[0], 'The message field must not be greater than 5000 characters')
    assert.lengthOf(await storedMessages(), 0)
  })

  test('the longest allowed name and message are accepted', async ({ assert, client }) => {
    const response = await sendContactMessage(client, { ...VALID_MESSAGE, name: 'n'.repeat(100), message: 'm'.repeat(5000) })
    assert.equal(response.status(), 200)
    const [stored] = await storedMessages()
    assert.lengthOf(stored.name, 100)
    assert.lengthOf(stored.message, 5000)
  })

  test('the sixth attempt from one IP within 10 minutes answers 429; other IPs are not affected', async ({ assert, client }) => {
    const fromFirstIp = { 'x-forwarded-for': '203.0.113.7' }
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal((await sendContactMessage(client, VALID_MESSAGE, fromFirstIp)).status(), 200, `attempt ${attempt}`)
    }
    const refused = await sendContactMessage(client, VALID_MESSAGE, fromFirstIp)
    assert.equal(refused.status(), 429)
    assert.deepEqual(refused.body(), { message: 'Too many attempts. Please try again in 10 minutes.' })
    assert.closeTo(Number(refused.header('retry-after')), 600, 5)
    assert.lengthOf(await storedMessages(), 5)
    assert.isTrue((await storedMessages()).every((row) => row.ip === '203.0.113.7'))

    assert.equal((await sendContactMessage(client, VALID_MESSAGE, { 'x-forwarded-for': '203.0.113.8' })).status(), 200)
  })

  test('refused attempts count too, and a new window starts once the old one ends', async ({ assert, client }) => {
    for (let attempt = 1; attempt <= 5; attempt++) await sendContactMessage(client, {})
    assert.equal((await sendContactMessage(client, VALID_MESSAGE)).status(), 429)
    assert.lengthOf(await storedMessages(), 0)

    await db.from('limiter_rate_limits').where('key', 'like', '%contact-page:%').update({ expire: Date.now() - 1 })
    assert.equal((await sendContactMessage(client, VALID_MESSAGE)).status(), 200)
    assert.lengthOf(await storedMessages(), 1)
  })
})

test.group('Contact form with bot verification on', (group) => {
  let recaptcha: RecaptchaServer

  group.setup(async () => {
    recaptcha = await RecaptchaServer.start()
    const restore = await recaptcha.configure({ 'recaptcha.enable_contact': true })
    return async () => {
      await restore()
      await recaptcha.stop()
    }
  })

  group.each.setup(async () => {
    recaptcha.requests = []
    await db.from('contact_messages').delete()
    await db.from('limiter_rate_limits').where('key', 'like', '%contact-page:%').delete()
  })

  test('a message with a token the service accepts is stored', async ({ assert, client }) => {
    const response = await sendContactMessage(client, { ...VALID_MESSAGE, recaptcha_token: HUMAN_TOKEN })
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { message: 'Your message has been submitted.' })
    assert.lengthOf(await storedMessages(), 1)

    assert.lengthOf(recaptcha.requests, 1)
    assert.deepEqual(Object.fromEntries(recaptcha.requests[0]), { secret: 'test-secret', response: HUMAN_TOKEN, remoteip: '127.0.0.1' })
  })

  test('a token the service refuses answers 422 and stores nothing', async ({ assert, client }) => {
    const response = await sendContactMessage(client, { ...VALID_MESSAGE, recaptcha_token: 'bot-token' })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body(), { message: 'Could not verify you are human.', errors: {} })
    assert.lengthOf(recaptcha.requests, 1)
    assert.lengthOf(await storedMessages(), 0)
  })

  test('no token answers 422 without asking the service', async ({ assert, client }) => {
    const response = await sendContactMessage(client, VALID_MESSAGE)
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body(), { message: 'Could not verify you are human.', errors: {} })
    assert.lengthOf(recaptcha.requests, 0)
    assert.lengthOf(await storedMessages(), 0)
  })

  test('verification runs before the fields are checked', async ({ assert, client }) => {
    const response = await sendContactMessage(client, { recaptcha_token: 'bot-token' })
    assert.equal(response.status(), 422)
    assert.deepEqual(response.body(), { message: 'Could not verify you are human.', errors: {} })
  })

  test('an unreachable verification service fails closed', async ({ assert, client, cleanup }) => {
    const settings = await app.container.make(SettingsStore)
    const workingUrl = settings.get<string>('recaptcha.verify_url')
    await settings.save({ 'recaptcha.verify_url': 'http://127.0.0.1:1/siteverify' })
    cleanup(async () => {
      await settings.save({ 'recaptcha.verify_url': workingUrl })
    })
    const response = await sendContactMessage(client, { ...VALID_MESSAGE, recaptcha_token: HUMAN_TOKEN })
    assert.equal(response.status(), 422)
    assert.equal(response.body().message, 'Could not verify you are human.')
    assert.lengthOf(await storedMessages(), 0)
  })

  test('the secret and the verify address never reach the browser', async ({ assert, client }) => {
    const html = (await client.get('/').header('accept', 'text/html')).text()
    assert.notInclude(html, 'test-secret')
    assert.notInclude(html, 'siteverify')
    assert.include(html, '"enable_contact":true')
  })
})
