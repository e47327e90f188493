import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { LyricsEditor } from './lyrics_editor.js'
import { LyricsList } from './lyrics_list.js'

/** /admin/lyrics (tracks with lyrics) and /admin/lyrics/{trackId} (a track's lyrics editor). */
export default function LyricsScreen() {
  const rest = useParams()['*'] ?? ''
  if (rest === '') return <LyricsList />
  const track = /^([1-9]\d{0,9})$/.exec(rest)
  if (!track) throw routeNotFound()
  return <LyricsEditor key={track[1]} trackId={Number(track[1])} />
}
