import { test } from '@japa/runner'
import { makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'
import { urls } from '../../shared/urls.js'
import { newListener, openAt, signIn, uniqueWord } from './music_browser.js'

test.group('Library tabs in Chromium', () => {
  test('an artist followed on its page shows under Library > Artists', async ({ cleanup }) => {
    const word = uniqueWord('Harbor')
    const listener = await newListener()
    const artist = await makeArtist({ name: `${word} Band` })

    const { page, context } = await openAt('/library/artists')
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.getByText('Artists you follow will show up here.').waitFor()

    await page.goto(urls.artist(artist))
    await page.getByRole('button', { name: `Follow ${word} Band` }).click()
    await page.getByRole('button', { name: `Unfollow ${word} Band` }).waitFor()

    await page.getByRole('link', { name: 'Your library' }).first().click()
    await page.getByRole('main').getByRole('tab', { name: 'Artists' }).click()
    await page.getByRole('main').getByRole('link', { name: `${word} Band` }).waitFor()
  })
})
