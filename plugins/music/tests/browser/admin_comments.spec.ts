import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Comment from '#plugins/music/server/models/comment'
import { UserFactory } from '#database/factories/user_factory'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { newListener, openAt, signIn, uniqueWord } from './music_browser.js'

const remaining = (word: string) => db.from('comments').where('content', 'like', `${word}%`).count('* as total').first().then((row) => Number(row.total))

/** Issue 16: comment moderation in Chromium: search, bulk delete confirmed, undone, then done. */
test.group('Music admin: comment moderation in Chromium', () => {
  test('search, select, delete with confirm, undo restores, a delete left alone goes after 5 s', async ({ assert, cleanup }) => {
    const word = uniqueWord('Spam')
    const track = await makeTrack({ name: `${word} Track` })
    const author = await newListener('Sam')
    for (const text of ['one', 'two', 'three']) await Comment.create({ commentableType: 'track', commentableId: track.id, userId: author.id, content: `${word} ${text}`, parentId: null, position: null })
    const admin = await UserFactory.apply('admin').create()

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, admin.email)
    await page.goto(`/admin/comments?query=${word}`)
    const table = page.getByRole('grid', { name: 'Comments' })
    const row = (text: string) => table.getByRole('row', { name: new RegExp(`${word} ${text}`) })
    await row('three').waitFor()
    assert.equal(await row('one').getByRole('link', { name: `${word} Track` }).getAttribute('href'), `/track/${track.id}/${word.toLowerCase()}-track`)

    await row('one').getByRole('checkbox').check({ force: true })
    await row('two').getByRole('checkbox').check({ force: true })
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete 2 comments?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('2 comments deleted').waitFor()
    await row('one').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Undo' }).click()
    await row('one').waitFor()
    await row('two').waitFor()
    assert.equal(await remaining(word), 3, 'undo sent nothing')

    await row('three').getByRole('checkbox').check({ force: true })
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('dialog', { name: 'Delete 1 comment?' }).getByRole('button', { name: 'Delete' }).click()
    await row('three').waitFor({ state: 'detached' })
    await page.getByText('1 comment deleted').waitFor({ state: 'detached', timeout: 10_000 })
    for (let attempt = 0; attempt < 20 && (await remaining(word)) !== 2; attempt++) await page.waitForTimeout(250)
    assert.equal(await remaining(word), 2)

    // The list's API failing shows the error state with a way to retry.
    await page.route('**/api/v1/music/admin/comments?*', (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }))
    await page.goto(`/admin/comments?query=${word}-again`)
    await page.getByText('This list could not be loaded').waitFor()
    await page.unroute('**/api/v1/music/admin/comments?*')
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByText('There are no items matching your query').waitFor()
  })
})
