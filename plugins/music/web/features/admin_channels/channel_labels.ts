import type { Trans } from '@web/i18n/translator.js'
import type { ChannelContentType, ChannelLayout } from '../../../shared/api_types.js'

/** The names the editor and the list give the channel settings' values. */
export function contentTypeLabel(type: ChannelContentType, trans: Trans) {
  const labels: Record<ChannelContentType, string> = {
    tracks: trans('Tracks'),
    albums: trans('Albums'),
    artists: trans('Artists'),
    playlists: trans('Playlists'),
    channels: trans('Channels'),
    genres: trans('Genres'),
  }
  return labels[type]
}

export function layoutLabel(layout: ChannelLayout, trans: Trans) {
  const labels: Record<ChannelLayout, string> = {
    grid: trans('Grid'),
    carousel: trans('Carousel'),
    list: trans('List'),
    trackTable: trans('Track table'),
  }
  return labels[layout]
}

export function sourceLabel(source: string, trans: Trans) {
  const labels: Record<string, string> = {
    manual: trans('Items chosen by hand'),
    popularTracks: trans('Most played tracks'),
    genreTracks: trans('Most played tracks of a genre'),
    tagTracks: trans('Most played tracks of a tag'),
    newReleases: trans('Newest albums'),
    popularAlbums: trans('Most played albums'),
    popularArtists: trans('Most played artists'),
    popularGenres: trans('Most popular genres'),
    latestPlaylists: trans('Newest playlists'),
  }
  return labels[source] ?? source
}
