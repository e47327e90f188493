import { useState } from 'react'
import ChartLine from 'lucide-react/icons/chart-line'
import ExternalLink from 'lucide-react/icons/external-link'
import X from 'lucide-react/icons/x'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { ButtonLink, IconButton } from '@web/ui/button.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { EditableTrack, EditorRef, TrackEditorValues } from '../../../shared/editor_types.js'
import { urls } from '../../../shared/urls.js'
import { LrcEditor } from '../../components/lyrics_editing/lrc_editor.js'
import { convertedLyrics } from '../../components/lyrics_editing/lrc_rows.js'
import { formatTime } from '../../player/format_time.js'
import { CreditsField, creditInputs, type Credit } from './credits_field.js'
import { editorPath, trackEditorQuery, useImageUpload, useSaveTrack, type EditorScope } from './editors_api.js'
import { EditorSection } from './editor_section.js'
import { ImageField } from '../../components/image_field.js'
import { OptionSearch } from './option_search.js'
import { PublishBar } from './publish_bar.js'
import { ReplaceAudioField } from './replace_audio_field.js'
import { TermsField } from './terms_field.js'

/** As the server allows (editing/editor_validators.ts). */
const MAX_TERMS = 10

type LyricsKind = 'none' | 'plain' | 'synced'

/** The form's values: what the person edits, in the shapes the fields hold. */
interface TrackForm extends Record<string, unknown> {
  name: string
  artists: Credit[]
  album: EditorRef | null
  number: string
  genres: string[]
  tags: string[]
  description: string
  lyrics_kind: LyricsKind
  lyrics_text: string
  release_date: string
  public: boolean
  allow_download: boolean
}

function formOf(track: EditableTrack | null): TrackForm {
  return {
    name: track?.name ?? '',
    artists: track?.artists.map((artist) => ({ id: artist.id, name: artist.name })) ?? [],
    album: track?.album ?? null,
    number: track?.number ? String(track.number) : '',
    genres: track?.genres ?? [],
    tags: track?.tags ?? [],
    description: track?.description ?? '',
    lyrics_kind: track?.lyrics ? (track.lyrics.is_synced ? 'synced' : 'plain') : 'none',
    lyrics_text: track?.lyrics?.text ?? '',
    release_date: track?.release_date ?? '',
    public: track?.public ?? true,
    allow_download: track?.allow_download ?? false,
  }
}

function valuesOf(form: TrackForm): TrackEditorValues {
  return {
    name: form.name,
    artists: creditInputs(form.artists),
    album_id: form.album?.id ?? null,
    number: form.number ? Number(form.number) : null,
    genres: form.genres,
    tags: form.tags,
    description: form.description || null,
    lyrics: form.lyrics_kind === 'none' || !form.lyrics_text.trim() ? null : { is_synced: form.lyrics_kind === 'synced', text: form.lyrics_text },
    release_date: form.release_date || null,
    public: form.public,
    allow_download: form.allow_download,
  }
}

/** backstage/tracks/new and {id}/edit, admin/tracks/new and {id}/edit: one editor, two scopes. */
export function TrackEditor({ scope, trackId }: { scope: EditorScope; trackId: number | null }) {
  const api = useService(API_CLIENT)
  const track = usePageQuery({ ...trackEditorQuery(api, scope, trackId ?? 0), enabled: trackId !== null })
  if (trackId !== null && !track.data) return <EditorSkeleton />
  return <TrackFormView key={trackId ?? 'new'} scope={scope} track={track.data ?? null} />
}

export function EditorSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <Skeleton className="size-48" />
        <Skeleton className="h-[30rem]" />
      </div>
    </div>
  )
}

function TrackFormView({ scope, track }: { scope: EditorScope; track: EditableTrack | null }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const save = useSaveTrack(scope, track?.id ?? null)
  const image = useImageUpload(scope, 'tracks', track?.id ?? null)
  // A cover chosen before the track exists: uploaded right after it is created.
  const [pendingCover, setPendingCover] = useState<File | null>(null)
  const title = track ? track.name : trans('New track')
  useDocumentTitle(title)

  const form = useAdminForm<TrackForm, EditableTrack>({
    initialValues: formOf(track),
    fields: { name: { type: 'string', validation: { required: true, max: 191 } }, description: { type: 'string', validation: { max: 5000 } } },
    validate: (values) => ({
      ...(values.artists.length ? {} : { artists: trans('Credit at least one artist.') }),
      ...(values.number && !/^[1-9]\d{0,2}$/.test(values.number) ? { number: trans('A number from 1 to 999.') } : {}),
    }),
    submit: (values) => save.mutateAsync(valuesOf(values)),
    onSaved: (saved) => {
      toasts.positive(track ? trans('Track saved') : trans('Track created'))
      if (!track) {
        if (pendingCover) image.mutate({ file: pendingCover, rowId: saved.id }, { onError: (error) => handleMutationError(error, { toasts, trans }) })
        void navigate(editorPath(scope, 'tracks', saved.id), { replace: true })
      }
      return formOf(saved)
    },
  })
  const values = form.values
  const errorOf = (name: string) => form.errorOf(name) ?? form.serverErrors[name]

  const pickCover = (file: File | null) => {
    if (!track) return setPendingCover(file)
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
        description={track ? track.artists.map((artist) => artist.name).join(', ') : trans('A track typed in by hand: add its audio from the upload screen.')}
        actions={
          track &&
          !track.draft && (
            <>
              <ButtonLink variant="secondary" size="sm" href={`/${scope}/tracks/${track.id}/insights`}>
                <ChartLine aria-hidden className="size-4" />
                {trans('Insights')}
              </ButtonLink>
              <ButtonLink variant="secondary" size="sm" href={urls.track(track)} target="_blank">
                <ExternalLink aria-hidden className="size-4" />
                {trans('View')}
              </ButtonLink>
            </>
          )
        }
      />
      {track?.draft && (
        <div className="mb-6">
          <PublishBar scope={scope} kind="tracks" id={track.id} hasUnsavedChanges={form.isDirty} />
        </div>
      )}
      <AdminForm form={form} saveLabel={track ? undefined : trans('Create track')}>
        <div className="grid items-start gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
          <aside className="flex flex-col gap-5">
            <ImageField label={trans('Cover')} kind="track" src={track?.image ?? null} pending={pendingCover} isPending={image.isPending} onPick={pickCover} />
            {track && (
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-muted">
                <dt>{trans('Audio')}</dt>
                <dd className="text-main">{track.has_audio ? trans('Uploaded') : trans('Missing')}</dd>
                <dt>{trans('Duration')}</dt>
                <dd className="text-main tabular-nums">{track.duration ? formatTime(track.duration / 1000) : '—'}</dd>
              </dl>
            )}
            {track && (
              <ReplaceAudioField
                scope={scope}
                trackId={track.id}
                // The name and number may come from the new file's tags: shown at once, the person's unsaved edits kept.
                onReplaced={(replaced) => (form.isDirty ? form.setValues({ name: replaced.name, number: replaced.number ? String(replaced.number) : '' }) : form.reset(formOf(replaced)))}
              />
            )}
          </aside>
          <div className="flex min-w-0 flex-col gap-6">
            <EditorSection title={trans('Details')}>
              <TextField label={trans('Name')} {...form.field('name')} className="md:col-span-2" />
              <div className="md:col-span-2">
                <CreditsField scope={scope} credits={values.artists} errorMessage={errorOf('artists')} onChange={(artists) => form.setValues({ artists })} />
              </div>
              <AlbumPicker scope={scope} album={values.album} errorMessage={errorOf('album_id')} onChange={(album) => form.setValues({ album })} />
              <TextField label={trans('Track number')} inputMode="numeric" {...form.field('number')} description={trans('Its place on the album.')} />
              <TermsField label={trans('Genres')} name="genres" values={values.genres} max={MAX_TERMS} errorMessage={errorOf('genres')} onChange={(genres) => form.setValues({ genres })} />
              <TermsField label={trans('Tags')} name="tags" values={values.tags} max={MAX_TERMS} errorMessage={errorOf('tags')} onChange={(tags) => form.setValues({ tags })} />
              <TextArea label={trans('Description')} className="md:col-span-2" {...form.field('description')} />
            </EditorSection>
            <EditorSection title={trans('Release')}>
              <TextField label={trans('Release date')} type="date" {...form.field('release_date')} />
              <Select
                label={trans('Visibility')}
                name="public"
                isDisabled={track?.draft ?? true}
                description={track && !track.draft ? undefined : trans('Drafts stay private until published.')}
                selectedKey={values.public ? 'public' : 'private'}
                onSelectionChange={(key) => form.setValues({ public: key === 'public' })}
              >
                <SelectItem id="public">{trans('Public')}</SelectItem>
                <SelectItem id="private">{trans('Private: only you')}</SelectItem>
              </Select>
              <Switch className="md:col-span-2" isSelected={values.allow_download} onChange={(allow) => form.setValues({ allow_download: allow })} description={trans('Listeners may save the audio file.')}>
                {trans('Allow downloads')}
              </Switch>
            </EditorSection>
            <EditorSection title={trans('Lyrics')}>
              <Select
                label={trans('Kind')}
                name="lyrics_kind"
                selectedKey={values.lyrics_kind}
                onSelectionChange={(key) => {
                  const kind = key as LyricsKind
                  const text = kind === 'none' || values.lyrics_kind === 'none' ? values.lyrics_text : convertedLyrics(values.lyrics_text, kind === 'synced')
                  form.setValues({ lyrics_kind: kind, lyrics_text: text })
                }}
              >
                <SelectItem id="none">{trans('No lyrics')}</SelectItem>
                <SelectItem id="plain">{trans('Plain text')}</SelectItem>
                <SelectItem id="synced">{trans('Synced (LRC)')}</SelectItem>
              </Select>
              <div aria-hidden className="hidden md:block" />
              {values.lyrics_kind === 'plain' && <TextArea label={trans('Lyrics')} rows={12} className="md:col-span-2" {...form.field('lyrics_text')} errorMessage={errorOf('lyrics.text')} isInvalid={errorOf('lyrics.text') ? true : undefined} />}
              {values.lyrics_kind === 'synced' && (
                <div className="md:col-span-2">
                  {track?.playable ? (
                    <LrcEditor track={track.playable} text={values.lyrics_text} onChange={(text) => form.setValues({ lyrics_text: text })} errorMessage={errorOf('lyrics.text')} />
                  ) : (
                    <TextArea
                      label={trans('LRC text')}
                      rows={12}
                      className="[&_textarea]:font-mono"
                      description={trans('One line per lyric line, each starting with its time: [mm:ss.xx]. Tapping along opens once the audio is there.')}
                      {...form.field('lyrics_text')}
                      errorMessage={errorOf('lyrics.text')}
                      isInvalid={errorOf('lyrics.text') ? true : undefined}
                    />
                  )}
                </div>
              )}
            </EditorSection>
          </div>
        </div>
      </AdminForm>
    </>
  )
}

/** One album or none: the chosen one with a remove button, else a search among the scope's albums. */
function AlbumPicker({ scope, album, errorMessage, onChange }: { scope: EditorScope; album: EditorRef | null; errorMessage?: string; onChange: (album: EditorRef | null) => void }) {
  const trans = useTrans()
  return (
    <div role="group" aria-labelledby="album-label" className="flex flex-col gap-2">
      <span id="album-label" className="text-sm font-medium">
        {trans('Album')}
      </span>
      {album ? (
        <span className="flex h-9 items-center gap-2 rounded-base border border-divider bg-background pr-1 pl-3 text-sm">
          <span className="min-w-0 flex-1 truncate font-medium">{album.name}</span>
          <IconButton aria-label={trans('Remove :name', { name: album.name })} size="xs" onPress={() => onChange(null)}>
            <X />
          </IconButton>
        </span>
      ) : (
        <OptionSearch scope={scope} kind="albums" label={trans('Album')} placeholder={trans('Search your albums')} exclude={new Set()} onPick={(option) => onChange({ id: option.id, name: option.name })} />
      )}
      {errorMessage ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {errorMessage}
        </p>
      ) : (
        <p className="text-xs text-muted">{trans('Empty: a single.')}</p>
      )}
    </div>
  )
}
