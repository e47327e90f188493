import { readAudioMetadata } from '#plugins/music/server/audio/metadata'
for (const f of ['tone.mp3','tone.flac','tone.ogg','tone.opus']) {
  const m = await readAudioMetadata('plugins/music/tests/fixtures/audio/' + f)
  console.log(f, m.durationMs, m.bitrate, m.container, m.codec, m.title)
}
