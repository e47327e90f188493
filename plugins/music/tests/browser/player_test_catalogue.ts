import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import type { Page } from 'playwright-core'
import { computePeaks } from '#plugins/music/server/audio/waveform'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { compose, STYLES } from '#plugins/music/server/demo/compose'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { waitForApp } from '#tests/helpers/browser'
import type Album from '#plugins/music/server/models/album'
import type Artist from '#plugins/music/server/models/artist'
import type Track from '#plugins/music/server/models/track'
import { slugify } from '../../shared/urls.js'

/** Low rate and short songs: real, decodable audio that costs little to render, store and stream. */
const SAMPLE_RATE = 8000
const SECONDS = 12

/** Synced lines every two seconds (a few seconds of playback move the highlight), then plain text. */
const SYNCED_LINES = [
  'First light on the water',
  'Second wave of the night',
  'Third time around',
  'Fourth and final chorus',
  'Fifth: the fade',
  'Sixth: silence',
]
const LYRICS = [
  {
    text: SYNCED_LINES.join('\n'),
    timed: SYNCED_LINES.map((text, index) => ({ time: index * 2000, text })),
  },
  { text: 'Plain words for a plain song\nNo clock to keep' },
]

export interface PlayableAlbum {
  artist: Artist
  album: Album
  tracks: Track[]
  path: string
}

/**
 * An album whose tracks really play: each a short song from the demo
 * synthesizer, stored as WAV on the uploads disk, with its waveform; the
 * first has synced lyrics, the second plain ones. `broken` tracks point at a file that does not
 * exist (the stream answers 404), for the "can't play" path.
 */
export async function makePlayableAlbum(
  options: { tracks?: number; broken?: number[] } = {}
): Promise<PlayableAlbum> {
  const id = randomUUID().slice(0, 8)
  const artist = await makeArtist({ name: `Player Artist ${id}` })
  const album = await makeAlbum({ name: `Player Album ${id}`, artists: [artist] })
  const tracks: Track[] = []
  for (let index = 0; index < (options.tracks ?? 3); index++) {
    const song = compose(STYLES.electronic, `${id}-${index}`, SECONDS, SAMPLE_RATE)
    const name = `Song ${index + 1} ${id}`
    const track = await makeTrack({
      name,
      artists: [artist],
      album,
      number: index + 1,
      duration: Math.round((song.samples.length / SAMPLE_RATE) * 1000),
      waveform: computePeaks(song.samples),
      lyrics: LYRICS[index],
    })
    const key = `tracks/player-tests/${id}-${index}.wav`
    if (!options.broken?.includes(index)) {
      await drive.use('uploads').put(key, encodeWav(song.samples, SAMPLE_RATE, { title: name }))
    }
    track.merge({ src: key, mime: 'audio/wav' })
    await track.save()
    tracks.push(track)
  }
  return {
    artist,
    album,
    tracks,
    path: `/album/${album.id}/${slugify(artist.name)}/${slugify(album.name)}`,
  }
}

/** The desktop player bar (the compact bar takes over at 768 px and below). */
export function playerBar(page: Page) {
  return page.getByRole('region', { name: 'Player', exact: true })
}

/** The seek slider's value: whole seconds into the current track. */
export async function seekPosition(page: Page) {
  return Number(await playerBar(page).getByRole('slider', { name: 'Seek' }).inputValue())
}

/** Waits until the seek slider's position (whole seconds) lies in [from, to]. */
export async function waitForPosition(
  page: Page,
  from: number,
  to = Number.MAX_SAFE_INTEGER,
  timeout = 15_000
) {
  const slider = await playerBar(page).getByRole('slider', { name: 'Seek' }).elementHandle()
  await page.waitForFunction(
    ([input, low, high]) => {
      const seconds = Number((input as unknown as { value: string }).value)
      return seconds >= low && seconds <= high
    },
    [slider!, from, to] as const,
    { timeout }
  )
}

/** The title shown in the desktop player bar. */
export function currentTitle(page: Page) {
  return playerBar(page).getByRole('link').first().textContent()
}

/** Opens the album's page and starts it with its big play button. */
export async function playAlbum(page: Page, { album, path }: PlayableAlbum) {
  await page.goto(path)
  await waitForApp(page)
  await page
    .getByRole('button', { name: `Play ${album.name}` })
    .first()
    .click()
  await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
}
