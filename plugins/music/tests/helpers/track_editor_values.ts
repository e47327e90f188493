import type { TrackEditorValues } from '#plugins/music/shared/editor_types'

/** What the track editor sends for a public track with nothing but a name, changed by `overrides`. */
export function trackEditorValues(overrides: Partial<TrackEditorValues> = {}): TrackEditorValues {
  return {
    name: 'Night drive',
    artists: [],
    album_id: null,
    number: null,
    genres: [],
    tags: [],
    description: null,
    lyrics: null,
    release_date: null,
    public: true,
    allow_download: false,
    ...overrides,
  }
}
