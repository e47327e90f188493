import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Search from 'lucide-react/icons/search'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { TextField } from '@web/ui/text_field.js'
import { searchTabQuery } from '../../../api/discovery_queries.js'
import { rowsOf } from '../../../api/paginated.js'
import { useAddToPlaylist } from '../../../api/playlist_mutations.js'
import type { PlaylistDetail } from '../../../../shared/api_types.js'
import { ArtistLinks } from '../../../components/artist_links.js'
import { CoverImage } from '../../../components/cover_image.js'
import { useDebouncedValue } from '../../../components/use_debounced_value.js'
import { formatDuration } from '../../../format.js'

/** "Let's find something for your playlist": search tracks and add them one by one. */
export function AddTracksPanel({
  playlist,
  presentIds,
}: {
  playlist: PlaylistDetail
  presentIds: ReadonlySet<number>
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim())
  const results = useInfiniteQuery({
    ...searchTabQuery(api, query, 'tracks'),
    enabled: query.length > 0,
  })
  const add = useAddToPlaylist()
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set())
  const tracks = rowsOf(results.data).slice(0, 10)

  return (
    <section
      aria-labelledby="add-tracks-title"
      className="flex flex-col gap-4 border-t border-divider pt-8"
    >
      <h2 id="add-tracks-title" className="text-xl font-bold text-main">
        {trans("Let's find something for your playlist")}
      </h2>
      <TextField
        aria-label={trans('Search for songs to add')}
        placeholder={trans('Search for songs')}
        startIcon={<Search aria-hidden />}
        value={text}
        onChange={setText}
        className="max-w-md"
      />
      {query && (
        <ul aria-label={trans('Songs to add')} className="flex flex-col">
          {results.isPending ? (
            [0, 1, 2].map((index) => (
              <li key={index} className="flex items-center gap-3 p-2">
                <Skeleton className="size-10" />
                <Skeleton className="h-4 w-48" />
              </li>
            ))
          ) : tracks.length === 0 ? (
            <li className="p-2 text-sm text-muted">
              {trans('No songs match ":query".', { query })}
            </li>
          ) : (
            tracks.map((track) => {
              const isIn = presentIds.has(track.id) || added.has(track.id)
              return (
                <li
                  key={track.id}
                  className="flex items-center gap-3 rounded-base p-2 hover:bg-main/[0.07]"
                >
                  <CoverImage src={track.image} alt="" kind="track" className="size-10" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-main">{track.name}</span>
                    <ArtistLinks artists={track.artists} className="text-sm text-muted" />
                  </div>
                  <span className="text-sm text-muted tabular-nums max-sm:hidden">
                    {formatDuration(track.duration)}
                  </span>
                  <Button
                    variant="secondary"
                    size="xs"
                    className="rounded-full"
                    isDisabled={isIn}
                    aria-label={
                      isIn
                        ? trans(':name is in the playlist', { name: track.name })
                        : trans('Add :name', { name: track.name })
                    }
                    onPress={() =>
                      add.mutate(
                        { playlistId: playlist.id, trackIds: [track.id] },
                        {
                          onSuccess: ({ added: count }) => {
                            setAdded((current) => new Set(current).add(track.id))
                            // It was there already, further down than the rows loaded so far.
                            if (!count)
                              toasts.danger(
                                trans(':track is already in :playlist', {
                                  track: track.name,
                                  playlist: playlist.name,
                                })
                              )
                          },
                          onError: (error) => handleMutationError(error, { toasts, trans }),
                        }
                      )
                    }
                  >
                    {isIn ? trans('Added') : trans('Add')}
                  </Button>
                </li>
              )
            })
          )}
        </ul>
      )}
    </section>
  )
}
