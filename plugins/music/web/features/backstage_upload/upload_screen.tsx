import { useState, type ReactNode } from 'react'
import Disc3 from 'lucide-react/icons/disc-3'
import Pencil from 'lucide-react/icons/pencil'
import { useQuery } from '@tanstack/react-query'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextLink } from '@web/ui/text_link.js'
import { UploadDropZone } from '../../../../../core/files/web/components/upload_drop_zone.js'
import { UploadQueueList } from '../../../../../core/files/web/components/upload_queue_list.js'
import { formatBytes } from '../../../../../core/files/web/upload_queue/format_bytes.js'
import type { UploadItem } from '../../../../../core/files/web/upload_queue/upload_types.js'
import type { MyBackstageRequests } from '../../../shared/backstage_types.js'
import type { UploadAllowance } from '../../../shared/editor_types.js'
import { AlbumOfUploadsDialog } from './album_of_uploads_dialog.js'
import { AUDIO_TYPES } from '../../components/audio_file_types.js'
import { uploadIntent, useIngestSession, type Intake } from './ingest_session.js'


/**
 * backstage/upload and admin/upload: drop files or a folder; each file is
 * uploaded by the app's upload queue, becomes a draft track as soon as it
 * is stored (tags, cover and duration read from it), then is decoded for
 * its waveform and loudness. Each row says where its file is (uploading
 * 42%, processing, ready, failed: why) and links to its editor; the
 * session's tracks can become one album.
 */
export function UploadScreen({ scope }: { scope: 'admin' | 'backstage' }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  useDocumentTitle(trans('Upload'))
  const group = `music.upload.${scope}`
  const artists = useQuery({
    queryKey: ['music', 'backstage', 'managed-artists'],
    queryFn: () => api.get<MyBackstageRequests>('music/backstage/requests').then((body) => body.managed_artists),
    enabled: scope === 'backstage',
  })
  const allowance = useQuery({ queryKey: ['music', 'upload-allowance', scope], queryFn: () => api.get<UploadAllowance>(`music/${scope}/upload-allowance`) })
  const [artistId, setArtistId] = useState<number | null>(null)
  const managed = artists.data ?? []
  // Backstage credits uploads to one of the person's artists: the only one, or the one picked.
  const creditedTo = scope === 'backstage' ? (artistId ?? (managed.length === 1 ? managed[0].id : null)) : null
  const mustPickArtist = scope === 'backstage' && managed.length > 1 && creditedTo === null
  const { queue, items, intakes } = useIngestSession(group, scope, creditedTo)
  const [makingAlbum, setMakingAlbum] = useState(false)

  const tracks = items.flatMap((item) => {
    const intake = intakes.get(item.id)
    return intake?.state === 'created' ? [intake.track] : []
  })
  const folder = items.find((item) => item.relativePath)?.relativePath?.split('/')[0]
  const noTracksLeft = allowance.data?.tracks_left === 0 || allowance.data?.upload_time_left === 0

  return (
    <>
      <PageHeader
        title={trans('Upload')}
        description={trans('Drop audio files or a whole folder. Each file becomes a draft track you can edit, gather into an album and publish.')}
        actions={
          tracks.length > 1 && (
            <Button variant="primary" size="sm" onPress={() => setMakingAlbum(true)}>
              <Disc3 aria-hidden className="size-4" />
              {trans('Make an album of these')}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-5">
        {allowance.data && <AllowanceLine allowance={allowance.data} />}
        {scope === 'backstage' && managed.length > 1 && (
          <Select
            label={trans('Artist')}
            className="max-w-sm"
            placeholder={trans('Choose the artist these tracks are by')}
            selectedKey={creditedTo}
            onSelectionChange={(key) => setArtistId(Number(key))}
          >
            {managed.map((artist) => (
              <SelectItem key={artist.id} id={artist.id}>
                {artist.name}
              </SelectItem>
            ))}
          </Select>
        )}
        <UploadDropZone
          acceptedFileTypes={AUDIO_TYPES}
          isDisabled={mustPickArtist || noTracksLeft}
          description={
            mustPickArtist
              ? trans('Choose the artist first.')
              : noTracksLeft
                ? allowance.data?.tracks_left === 0
                  ? trans('You have no tracks left to upload.')
                  : trans('You have used all your upload minutes.')
                : trans('MP3, FLAC, Ogg, Opus, M4A or WAV.')
          }
          onFiles={(files) =>
            queue.add(files, {
              group,
              disk: 'uploads',
              metadata: uploadIntent(creditedTo),
              restrictions: { allowedFileTypes: ['audio/*'], maxFileSize: allowance.data?.max_file_size ?? null },
            })
          }
        />
        <UploadQueueList
          group={group}
          aria-label={trans('Uploaded files')}
          renderStatus={(item) => intakeStatus(item, intakes.get(item.id), trans)}
          renderDetails={(item) => {
            const intake = intakes.get(item.id)
            if (!intake || !('track' in intake)) return null
            return (
              <ButtonLink variant="ghost" size="xs" href={`/${scope}/tracks/${intake.track.id}/edit`}>
                <Pencil aria-hidden className="size-3.5" />
                {intake.state === 'duplicate' ? trans('Open the existing track') : trans('Edit')}
              </ButtonLink>
            )
          }}
        />
      </div>
      {makingAlbum && <AlbumOfUploadsDialog scope={scope} tracks={tracks} suggestedName={folder ?? ''} onClose={() => setMakingAlbum(false)} />}
    </>
  )
}

/** A row's words once the bytes are stored: the server's intake and processing, instead of the queue's 'Uploaded'. */
function intakeStatus(item: UploadItem, intake: Intake | undefined, trans: ReturnType<typeof useTrans>): ReactNode | undefined {
  if (item.status !== 'completed') return undefined
  if (!intake || intake.state === 'sending') return <Status tone="muted">{trans('Queued')}</Status>
  if (intake.state === 'refused') return <Status tone="danger">{trans('Failed: :reason', { reason: intake.message })}</Status>
  if (intake.state === 'duplicate') return <Status tone="muted">{intake.message ?? trans('Already uploaded')}</Status>
  const { processing, processingError } = intake.track
  if (processing === 'failed') return <Status tone="danger">{trans('Failed: :reason', { reason: processingError ?? trans('the file could not be read') })}</Status>
  if (processing === 'ready') return <Status tone="positive">{trans('Ready')}</Status>
  return <Status tone="muted">{processing === 'queued' ? trans('Queued') : trans('Processing')}</Status>
}

/** Upload minutes left, rounded down: never more than the server will take. */
function minutesLeft(ms: number | null, trans: ReturnType<typeof useTrans>) {
  if (ms === null) return null
  const minutes = Math.floor(ms / 60_000)
  if (minutes === 1) return trans('1 minute left')
  if (minutes > 1) return trans(':count minutes left', { count: minutes })
  return ms > 0 ? trans('Less than a minute left') : trans('No upload minutes left')
}

function Status({ tone, children }: { tone: 'muted' | 'positive' | 'danger'; children: ReactNode }) {
  const colour = { muted: 'text-muted', positive: 'text-positive', danger: 'text-danger' }[tone]
  return <span className={`text-xs font-medium ${colour}`}>{children}</span>
}

/** "12 tracks left · 95 minutes left · 3.1 GB of space left · files up to 2 GB": what the person may still upload, and where to get more once something is used up. */
function AllowanceLine({ allowance }: { allowance: UploadAllowance }) {
  const trans = useTrans()
  const parts = [
    allowance.tracks_left === null ? trans('Unlimited tracks') : trans(':count tracks left', { count: allowance.tracks_left }),
    minutesLeft(allowance.upload_time_left, trans),
    allowance.space_left === null ? null : trans(':size of space left', { size: formatBytes(allowance.space_left) }),
    allowance.max_file_size === null ? null : trans('files up to :size', { size: formatBytes(allowance.max_file_size) }),
  ].filter(Boolean)
  return (
    <p className="text-sm text-muted tabular-nums">
      {parts.join(' · ')}
      {allowance.upgrade_url && (
        <>
          {' · '}
          <TextLink href={allowance.upgrade_url} className="font-semibold">
            {trans('Upgrade for more')}
          </TextLink>
        </>
      )}
    </p>
  )
}
