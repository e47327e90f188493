import { useEffect, useEffectEvent, useState } from 'react'
import FileAudio from 'lucide-react/icons/file-audio'
import { FileTrigger, ProgressBar } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { Checkbox } from '@web/ui/checkbox.js'
import { useUploadQueue } from '../../../../../core/files/web/upload_queue/use_upload_queue.js'
import { AUDIO_TYPES } from '../../components/audio_file_types.js'
import type { EditableTrack } from '../../../shared/editor_types.js'
import { useReplaceAudio, type EditorScope } from './editors_api.js'

/**
 * The track editor's "Replace audio": the picked file goes through the
 * app's upload queue (resumable for large files), then the track is
 * switched to it (POST {scope}/tracks/{id}/audio). The name and number are
 * kept unless the person asks for the new file's tags; the waveform and
 * loudness are redone on the server.
 */
export function ReplaceAudioField({ scope, trackId, onReplaced }: { scope: EditorScope; trackId: number; onReplaced: (track: EditableTrack) => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const group = `music.replace-audio.${trackId}`
  const { queue, items } = useUploadQueue(group)
  const replace = useReplaceAudio(scope, trackId)
  const [useTags, setUseTags] = useState(false)
  // The stored file becomes the track's audio, with the choice as it is when the upload ends.
  const swapAudio = useEffectEvent((entryId: number) =>
    replace.mutate(
      { entryId, useTags },
      {
        onSuccess: (track) => {
          onReplaced(track)
          toasts.positive(trans('Audio replaced'))
        },
        onError: (error) => handleMutationError(error, { toasts, trans }),
      }
    )
  )
  const uploadFailed = useEffectEvent((message: string | null) => toasts.danger(message ?? trans('The upload failed.')))

  useEffect(() => {
    const offCompleted = queue.on('completed', (item) => {
      if (item.group !== group || !item.fileEntry) return
      queue.remove(item.id)
      swapAudio(item.fileEntry.id)
    })
    const offFailed = queue.on('failed', (item) => {
      if (item.group !== group) return
      queue.remove(item.id)
      uploadFailed(item.errorMessage)
    })
    return () => {
      offCompleted()
      offFailed()
    }
  }, [queue, group])

  const uploading = items.find((item) => item.status === 'pending' || item.status === 'inProgress')
  const busy = Boolean(uploading) || replace.isPending
  return (
    <div role="group" aria-label={trans('Replace audio')} className="flex flex-col items-start gap-2">
      <FileTrigger
        acceptedFileTypes={AUDIO_TYPES}
        onSelect={(files) => {
          const file = files?.[0]
          if (file) queue.add([file], { group, disk: 'uploads', restrictions: { allowedFileTypes: ['audio/*'] } })
        }}
      >
        <Button variant="secondary" size="xs" isPending={busy}>
          <FileAudio aria-hidden className="size-4" />
          {trans('Replace audio')}
        </Button>
      </FileTrigger>
      {uploading && (
        <ProgressBar
          aria-label={trans('Uploading :name', { name: uploading.name })}
          value={uploading.size ? (uploading.bytesUploaded / uploading.size) * 100 : 0}
          className="flex flex-col gap-1"
        >
          {({ percentage }) => (
            <>
              <span className="truncate text-xs text-muted tabular-nums">{trans('Uploading :percent%', { percent: Math.round(percentage ?? 0) })}</span>
              <div className="h-1 overflow-hidden rounded-full bg-chip">
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      <Checkbox isSelected={useTags} onChange={setUseTags} isDisabled={busy}>
        {trans("Use the new file's name and number")}
      </Checkbox>
    </div>
  )
}
