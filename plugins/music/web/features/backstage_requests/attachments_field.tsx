import { useState } from 'react'
import FileText from 'lucide-react/icons/file-text'
import Paperclip from 'lucide-react/icons/paperclip'
import X from 'lucide-react/icons/x'
import { FileTrigger } from 'react-aria-components'
import { FILE_ROUTES, type FileEntryPayload } from '../../../../../core/files/shared/file_entry.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { messageOf, isApiError } from '@web/services/api_error.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Spinner } from '@web/ui/spinner.js'
import { BACKSTAGE_REQUEST_LIMITS } from '../../../shared/backstage_types.js'
import { humanSize } from '@web/ui/human_size.js'

/** One picked file: uploading, stored as a file entry, or refused with the server's message. */
export interface PickedAttachment {
  key: string
  name: string
  size: number
  state: 'uploading' | 'ready' | 'failed'
  entryId: number | null
  error: string | null
}

/** Proof documents: scans, contracts, screenshots. */
const ACCEPTED = ['image/*', 'application/pdf']

let picks = 0

/**
 * Proof files for a request. Each picked file is sent at once as a plain
 * upload (POST file-entries, private uploads disk) and the request carries
 * the entry ids; a refused file shows the server's reason (spec section 8).
 * .DS_Store files are ignored (spec section 5).
 */
export function AttachmentsField({
  attachments,
  onChange,
  errorMessage,
}: {
  attachments: PickedAttachment[]
  onChange: (update: (current: PickedAttachment[]) => PickedAttachment[]) => void
  errorMessage?: string
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const room = BACKSTAGE_REQUEST_LIMITS.attachments - attachments.length
  const [tooMany, setTooMany] = useState(false)

  const upload = async (file: File, key: string) => {
    const body = new FormData()
    body.append('file', file)
    body.append('disk', 'uploads')
    const extension = file.name.includes('.') ? file.name.split('.').pop()! : ''
    if (extension) body.append('clientExtension', extension)
    try {
      const { fileEntry } = await api.post<{ fileEntry: FileEntryPayload }>(
        FILE_ROUTES.entries,
        body
      )
      onChange((current) =>
        current.map((item) =>
          item.key === key ? { ...item, state: 'ready', entryId: fileEntry.id } : item
        )
      )
    } catch (error) {
      const reason = isApiError(error) ? (messageOf(error.body) ?? null) : null
      onChange((current) =>
        current.map((item) =>
          item.key === key ? { ...item, state: 'failed', error: reason } : item
        )
      )
    }
  }

  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []).filter((file) => file.name !== '.DS_Store')
    setTooMany(files.length > room)
    const accepted = files
      .slice(0, Math.max(room, 0))
      .map((file) => ({ file, key: `attachment-${++picks}` }))
    onChange((current) => [
      ...current,
      ...accepted.map(({ file, key }) => ({
        key,
        name: file.name,
        size: file.size,
        state: 'uploading' as const,
        entryId: null,
        error: null,
      })),
    ])
    for (const { file, key } of accepted) void upload(file, key)
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="attachments-help">
      <legend className="text-sm font-medium text-main">{trans('Proof')}</legend>
      <p id="attachments-help" className="-mt-1 text-sm text-muted">
        {trans(
          'Optional: contracts, distributor statements or screenshots (images or PDF, up to :count files).',
          { count: BACKSTAGE_REQUEST_LIMITS.attachments }
        )}
      </p>
      {attachments.length > 0 && (
        <ul
          className="flex flex-col divide-y divide-divider rounded-base border border-divider"
          aria-label={trans('Attached files')}
        >
          {attachments.map((item) => (
            <li key={item.key} className="flex items-center gap-3 px-3 py-2.5">
              <FileText aria-hidden className="size-5 shrink-0 text-muted" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-main">{item.name}</span>
                <span
                  className={
                    item.state === 'failed'
                      ? 'block text-xs text-danger'
                      : 'block text-xs text-muted'
                  }
                >
                  {item.state === 'uploading'
                    ? trans('Uploading…')
                    : item.state === 'failed'
                      ? (item.error ?? trans('Upload failed'))
                      : humanSize(item.size)}
                </span>
              </span>
              {item.state === 'uploading' && (
                <Spinner className="size-4 text-muted" label={trans('Uploading…')} />
              )}
              <IconButton
                size="xs"
                aria-label={trans('Remove :name', { name: item.name })}
                onPress={() =>
                  onChange((current) => current.filter((other) => other.key !== item.key))
                }
              >
                <X aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {(tooMany || errorMessage) && (
        <p className="text-sm text-danger" role="alert">
          {errorMessage ??
            trans('You can attach up to :count files.', {
              count: BACKSTAGE_REQUEST_LIMITS.attachments,
            })}
        </p>
      )}
      {room > 0 && (
        <FileTrigger acceptedFileTypes={ACCEPTED} allowsMultiple onSelect={pick}>
          <Button variant="secondary" size="xs" className="self-start">
            <Paperclip aria-hidden className="size-4" />
            {trans('Attach files')}
          </Button>
        </FileTrigger>
      )}
    </fieldset>
  )
}
