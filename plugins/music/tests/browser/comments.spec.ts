import { test } from '@japa/runner'
import Comment from '#plugins/music/server/models/comment'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { urls } from '#plugins/music/shared/urls'
import { newListener, openAt, uniqueWord } from './music_browser.js'

test.group('Music comments in Chromium', () => {
  test("a track's comments show under it with their replies", async ({ cleanup }) => {
    const word = uniqueWord('Echoing')
    const track = await makeTrack({ name: `${word} Song` })
    const [author, replier] = [await newListener('Ada'), await newListener('Bea')]
    const thread = await Comment.create({ commentableType: 'track', commentableId: track.id, userId: author.id, content: `${word} first`, parentId: null, position: null })
    // Only top-level comments carry `replies`: a reply is drawn from what it has.
    await Comment.create({ commentableType: 'track', commentableId: track.id, userId: replier.id, content: `${word} reply`, parentId: thread.id, position: null })

    const { page, context } = await openAt(urls.track(track))
    cleanup(() => context.close())
    await page.getByText(`${word} first`).waitFor()
    await page.getByText(`${word} reply`).waitFor()
  })
})
