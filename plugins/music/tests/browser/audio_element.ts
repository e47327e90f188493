import type { Page } from 'playwright-core'
import { api } from '#plugins/music/tests/helpers/music_session'

/**
 * Plays a track's stream in an <audio> element of the page, muted, the way
 * browsers without Web Audio play it: the element asks for a byte range,
 * and it must decode the file and play it on. Returns the answer to that
 * range (the stream's own, or where the stream redirected to: a presigned
 * URL of the bucket on an S3 disk) and the duration the browser read from
 * the file.
 */
export async function playInAudioElement(page: Page, trackId: number) {
  const path = api(`tracks/${trackId}/stream`)
  const answered = page.waitForResponse(async (response) => {
    let first = response.request()
    while (first.redirectedFrom()) first = first.redirectedFrom()!
    const redirect = response.status() >= 300 && response.status() < 400
    return !redirect && new URL(first.url()).pathname === path && (await response.request().headerValue('range')) !== null
  })
  // A string: this project's server-side types have no DOM (as signIn in music_browser.ts).
  const duration = await page.evaluate<number>(`(async () => {
    const audio = new Audio(${JSON.stringify(path)})
    audio.muted = true
    await audio.play()
    await new Promise((resolve) => audio.addEventListener('timeupdate', () => audio.currentTime > 0.5 && resolve()))
    audio.pause()
    return audio.duration
  })()`)
  const response = await answered
  return { status: response.status(), url: response.url(), contentType: await response.headerValue('content-type'), duration }
}
