/**
 * What a dragged track row carries, so drop targets elsewhere on the page
 * (the sidebar's playlists) can tell a track from any other drag and know
 * which one it is. A private MIME type: only this app understands it.
 */
export const TRACK_DRAG_TYPE = 'application/x-cadenza-track'

export interface DraggedTrack {
  id: number
  name: string
}

export function writeTrackDrag(data: DataTransfer, track: DraggedTrack) {
  data.setData(TRACK_DRAG_TYPE, JSON.stringify({ id: track.id, name: track.name }))
  // Dropped into a text field or another app, a track is its name.
  data.setData('text/plain', track.name)
  showNameWhileDragging(data, track.name)
}

/**
 * The pointer carries a small label with the track's name instead of a
 * picture of the whole, page-wide row. The browser copies the element when
 * the drag starts, so it can leave the page right away.
 */
function showNameWhileDragging(data: DataTransfer, name: string) {
  const label = document.createElement('div')
  label.textContent = name
  label.className =
    'fixed -top-96 left-0 max-w-64 truncate rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary'
  document.body.append(label)
  data.setDragImage(label, 16, 18)
  requestAnimationFrame(() => label.remove())
}

/** Whether a drag carries a track; readable while dragging over, before the drop. */
export function carriesTrack(data: DataTransfer | null) {
  return !!data && Array.from(data.types).includes(TRACK_DRAG_TYPE)
}

/** The dropped track, or null for anything else (or malformed data). */
export function readTrackDrag(data: DataTransfer): DraggedTrack | null {
  try {
    const value = JSON.parse(data.getData(TRACK_DRAG_TYPE)) as Partial<DraggedTrack>
    return typeof value.id === 'number' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null
  } catch {
    return null
  }
}
