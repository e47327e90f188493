import Download from 'lucide-react/icons/download'
import { humanSize } from '@web/ui/human_size.js'
import type { RequestAttachment } from '../../../shared/backstage_types.js'

/** A request's proof files as downloads (served by the request's own routes, never inline). */
export function AttachmentLinks({ attachments }: { attachments: RequestAttachment[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {attachments.map((attachment) => (
        <li key={attachment.id} className="flex min-w-0 items-center gap-2">
          <Download aria-hidden className="size-4 shrink-0 text-muted" />
          <a
            href={attachment.url}
            download={attachment.name}
            className="min-w-0 truncate font-medium text-main underline-offset-4 hover:underline"
          >
            {attachment.name}
          </a>
          <span className="shrink-0 text-xs text-muted">{humanSize(attachment.size)}</span>
        </li>
      ))}
    </ul>
  )
}
