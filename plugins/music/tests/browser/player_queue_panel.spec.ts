import { test } from '@japa/runner'
import { openAt } from './music_browser.js'
import { currentTitle, makePlayableAlbum, playAlbum, playerBar } from './player_test_catalogue.js'

test.group('Queue panel in Chromium', () => {
  test('with the queue open, the player bar still pauses and skips; Escape closes the panel', async ({
    assert,
    cleanup,
  }) => {
    const playable = await makePlayableAlbum({ tracks: 3 })
    const [first, second] = playable.tracks
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await playAlbum(page, playable)
    assert.equal(await currentTitle(page), first.name)

    const bar = playerBar(page)
    await bar.getByRole('button', { name: 'Queue' }).click()
    const queue = page.getByRole('dialog', { name: 'Queue' })
    await queue.getByRole('grid', { name: 'Next up' }).getByRole('row').first().waitFor()

    await bar.getByRole('button', { name: 'Pause', exact: true }).click()
    await bar.getByRole('button', { name: 'Play', exact: true }).waitFor()
    await bar.getByRole('button', { name: 'Next' }).click()
    await bar.getByRole('link', { name: second.name }).first().waitFor()
    assert.equal(await currentTitle(page), second.name)
    // The panel stays open beside the page, following the player.
    assert.isTrue(await queue.isVisible())
    await queue.getByText(second.name).first().waitFor()

    await queue.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Escape')
    await queue.waitFor({ state: 'detached' })
    // Focus goes back to the button that opened it.
    await page.waitForFunction('document.activeElement?.getAttribute("aria-label") === "Queue"')
  })
})
