import { useState } from 'react'
import ChartLine from 'lucide-react/icons/chart-line'
import ExternalLink from 'lucide-react/icons/external-link'
import Pencil from 'lucide-react/icons/pencil'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { ButtonLink } from '@web/ui/button.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { AlbumEditorValues, EditableAlbum } from '../../../shared/editor_types.js'
import { urls } from '../../../shared/urls.js'
import { formatTime } from '../../player/format_time.js'
import { CreditsField, creditInputs, type Credit } from './credits_field.js'
import { albumEditorQuery, editorPath, useImageUpload, useSaveAlbum, type EditorScope } from './editors_api.js'
import { EditorSection } from './editor_section.js'
import { ImageField } from '../../components/image_field.js'
import { OptionSearch } from './option_search.js'
import { OrderedList } from './ordered_list.js'
import { PublishBar } from './publish_bar.js'
import { TermsField } from './terms_field.js'
import { EditorSkeleton } from './track_editor.js'

const MAX_TERMS = 10

/** A track of the album as the form holds it (what its row shows). */
interface AlbumTrack {
  id: number
  name: string
  duration: number | null
  draft: boolean
}

interface AlbumForm extends Record<string, unknown> {
  name: string
  artists: Credit[]
  tracks: AlbumTrack[]
  genres: string[]
  tags: string[]
  description: string
  release_date: string
  public: boolean
}

const trackKey = (track: AlbumTrack) => String(track.id)

function formOf(album: EditableAlbum | null): AlbumForm {
  return {
    name: album?.name ?? '',
    artists: album?.artists.map((artist) => ({ id: artist.id, name: artist.name })) ?? [],
    tracks: album?.tracks.map(({ id, name, duration, draft }) => ({ id, name, duration, draft })) ?? [],
    genres: album?.genres ?? [],
    tags: album?.tags ?? [],
    description: album?.description ?? '',
    release_date: album?.release_date ?? '',
    public: album?.public ?? true,
  }
}

function valuesOf(form: AlbumForm): AlbumEditorValues {
  return {
    name: form.name,
    artists: creditInputs(form.artists),
    tracks: form.tracks.map((track) => track.id),
    genres: form.genres,
    tags: form.tags,
    description: form.description || null,
    release_date: form.release_date || null,
    public: form.public,
  }
}

/** backstage/albums/new and {id}/edit, admin/albums/new and {id}/edit. */
export function AlbumEditor({ scope, albumId }: { scope: EditorScope; albumId: number | null }) {
  const api = useService(API_CLIENT)
  const album = usePageQuery({ ...albumEditorQuery(api, scope, albumId ?? 0), enabled: albumId !== null })
  if (albumId !== null && !album.data) return <EditorSkeleton />
  return <AlbumFormView key={albumId ?? 'new'} scope={scope} album={album.data ?? null} />
}

function AlbumFormView({ scope, album }: { scope: EditorScope; album: EditableAlbum | null }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const save = useSaveAlbum(scope, album?.id ?? null)
  const image = useImageUpload(scope, 'albums', album?.id ?? null)
  const [pendingCover, setPendingCover] = useState<File | null>(null)
  const title = album ? album.name : trans('New album')
  useDocumentTitle(title)

  const form = useAdminForm<AlbumForm, EditableAlbum>({
    initialValues: formOf(album),
    fields: { name: { type: 'string', validation: { required: true, max: 191 } }, description: { type: 'string', validation: { max: 5000 } } },
    validate: (values): Record<string, string> => (values.artists.length ? {} : { artists: trans('Credit at least one artist.') }),
    submit: (values) => save.mutateAsync(valuesOf(values)),
    onSaved: (saved) => {
      toasts.positive(album ? trans('Album saved') : trans('Album created'))
      if (!album) {
        if (pendingCover) image.mutate({ file: pendingCover, rowId: saved.id }, { onError: (error) => handleMutationError(error, { toasts, trans }) })
        void navigate(editorPath(scope, 'albums', saved.id), { replace: true })
      }
      return formOf(saved)
    },
  })
  const values = form.values
  const errorOf = (name: string) => form.errorOf(name) ?? form.serverErrors[name]
  // The server names a refused track by its place ('tracks.2'): shown above the list.
  const tracksError = errorOf('tracks') ?? Object.entries(form.serverErrors).find(([name]) => name.startsWith('tracks.'))?.[1]
  const chosen = new Set(values.tracks.map((track) => track.id))

  const pickCover = (file: File | null) => {
    if (!album) return setPendingCover(file)
    image.mutate(
      { file },
      {
        onSuccess: () => toasts.positive(file ? trans('Cover updated') : trans('Cover removed')),
        onError: (error) => handleMutationError(error, { toasts, trans }),
      }
    )
  }

  return (
    <>
      <PageHeader
        title={title}
        description={album ? album.artists.map((artist) => artist.name).join(', ') : trans('Gather tracks into an album and set their order.')}
        actions={
          album &&
          !album.draft && (
            <>
              <ButtonLink variant="secondary" size="sm" href={`/${scope}/albums/${album.id}/insights`}>
                <ChartLine aria-hidden className="size-4" />
                {trans('Insights')}
              </ButtonLink>
              <ButtonLink variant="secondary" size="sm" href={urls.album({ id: album.id, name: album.name, artists: album.artists })} target="_blank">
                <ExternalLink aria-hidden className="size-4" />
                {trans('View')}
              </ButtonLink>
            </>
          )
        }
      />
      {album?.draft && (
        <div className="mb-6">
          <PublishBar scope={scope} kind="albums" id={album.id} hasUnsavedChanges={form.isDirty} />
        </div>
      )}
      <AdminForm form={form} saveLabel={album ? undefined : trans('Create album')}>
        <div className="grid items-start gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
          <aside>
            <ImageField label={trans('Cover')} kind="album" src={album?.image ?? null} pending={pendingCover} isPending={image.isPending} onPick={pickCover} />
          </aside>
          <div className="flex min-w-0 flex-col gap-6">
            <EditorSection title={trans('Details')}>
              <TextField label={trans('Name')} {...form.field('name')} className="md:col-span-2" />
              <div className="md:col-span-2">
                <CreditsField scope={scope} credits={values.artists} errorMessage={errorOf('artists')} onChange={(artists) => form.setValues({ artists })} />
              </div>
              <TermsField label={trans('Genres')} name="genres" values={values.genres} max={MAX_TERMS} errorMessage={errorOf('genres')} onChange={(genres) => form.setValues({ genres })} />
              <TermsField label={trans('Tags')} name="tags" values={values.tags} max={MAX_TERMS} errorMessage={errorOf('tags')} onChange={(tags) => form.setValues({ tags })} />
              <TextField label={trans('Release date')} type="date" {...form.field('release_date')} />
              <Select
                label={trans('Visibility')}
                name="public"
                isDisabled={album?.draft ?? true}
                description={album && !album.draft ? undefined : trans('Drafts stay private until published.')}
                selectedKey={values.public ? 'public' : 'private'}
                onSelectionChange={(key) => form.setValues({ public: key === 'public' })}
              >
                <SelectItem id="public">{trans('Public')}</SelectItem>
                <SelectItem id="private">{trans('Private: only you')}</SelectItem>
              </Select>
              <TextArea label={trans('Description')} className="md:col-span-2" {...form.field('description')} />
            </EditorSection>
            <section aria-label={trans('Tracks')} className="flex flex-col gap-3 rounded-base border border-divider bg-paper p-5 md:p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-base font-semibold">{trans('Tracks')}</h2>
                <p className="text-sm text-muted tabular-nums">{trans(':count tracks, in album order: drag to reorder', { count: values.tracks.length })}</p>
              </div>
              {tracksError && (
                <p role="alert" className="text-xs font-medium text-danger">
                  {tracksError}
                </p>
              )}
              <OrderedList
                label={trans('Album tracks')}
                items={values.tracks}
                keyOf={trackKey}
                nameOf={(track) => track.name}
                render={(track) => (
                  <span className="flex items-center gap-3 text-sm">
                    <span className="min-w-0 flex-1 truncate font-medium">{track.name}</span>
                    {track.draft && <span className="rounded-sm bg-chip px-1.5 py-0.5 text-[11px] font-semibold text-muted">{trans('Draft')}</span>}
                    <span className="w-12 text-right text-xs text-muted tabular-nums">{track.duration ? formatTime(track.duration / 1000) : '—'}</span>
                    <ButtonLink variant="ghost" size="xs" href={editorPath(scope, 'tracks', track.id)} aria-label={trans('Edit :name', { name: track.name })}>
                      <Pencil aria-hidden className="size-3.5" />
                    </ButtonLink>
                  </span>
                )}
                emptyText={trans('No tracks yet. Search below to add your tracks.')}
                onChange={(tracks) => form.setValues({ tracks })}
              />
              <OptionSearch
                scope={scope}
                kind="tracks"
                label={trans('Add a track')}
                placeholder={trans('Search tracks to add')}
                exclude={chosen}
                onPick={(option) => form.setValues({ tracks: [...values.tracks, { id: option.id, name: option.name, duration: null, draft: false }] })}
              />
            </section>
          </div>
        </div>
      </AdminForm>
    </>
  )
}
