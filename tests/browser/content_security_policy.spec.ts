import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { openPage, waitForApp } from '#tests/helpers/browser'
import { urls } from '#plugins/music/shared/urls'
import { newListener, signIn } from '#plugins/music/tests/browser/music_browser'
import { makePlayableAlbum, playerBar, waitForPosition } from '#plugins/music/tests/browser/player_test_catalogue'

/**
 * With the Content-Security-Policy on (config/shield.ts), the pages still
 * work: nothing they need is refused. Chromium reports each refusal as a
 * console error ("Refused to ... because it violates the following Content
 * Security Policy directive"), whichever page of the visit it was on.
 */
function watchPolicy(page: Page) {
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text())
  })
  return refused
}

/** What the theme script in the page's head put on before the app ran. */
function themeFromHead(page: Page) {
  return page.evaluate('window.themeBeforeApp') as Promise<{ dark: boolean; variables: number }>
}

async function keepThemeBeforeApp(page: Page) {
  await page.addInitScript(
    `document.addEventListener('DOMContentLoaded', () => { const root = document.documentElement; window.themeBeforeApp = { dark: root.classList.contains('dark'), variables: root.style.length } })`
  )
}

test.group('Content-Security-Policy in Chromium', () => {
  test('home, track and embed pages run (theme script, drawn page, app modules, audio) without a refusal', async ({ assert, cleanup }) => {
    const { tracks } = await makePlayableAlbum({ tracks: 1 })
    const [track] = tracks
    const { page, context } = await openPage('/favicon.svg')
    cleanup(() => context.close())
    const refusals = watchPolicy(page)
    await keepThemeBeforeApp(page)

    await page.goto('/')
    await waitForApp(page)
    // The head's theme script ran before the app: it set the theme's CSS variables.
    assert.isAbove((await themeFromHead(page)).variables, 0)

    await page.goto(urls.track(track))
    await waitForApp(page)
    await page.getByRole('button', { name: `Play ${track.name}`, exact: true }).first().click()
    await waitForPosition(page, 1)
    assert.equal(await playerBar(page).getByRole('link').first().textContent(), track.name)

    await page.goto(urls.trackEmbed(track))
    await waitForApp(page)
    await page.getByRole('button', { name: `Play ${track.name}` }).click()
    await page.getByRole('button', { name: `Pause ${track.name}` }).waitFor()

    assert.deepEqual(refusals, [])
  }).timeout(60_000)

  test('sign-in and account pages run without a refusal', async ({ assert, cleanup }) => {
    const listener = await newListener()
    const { page, context } = await openPage('/favicon.svg')
    cleanup(() => context.close())
    const refusals = watchPolicy(page)

    await page.goto('/login')
    await waitForApp(page)
    await signIn(page, listener.email)
    await page.goto('/account-settings')
    await waitForApp(page)
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor()

    assert.deepEqual(refusals, [])
  }).timeout(60_000)
})
