import { useEffect, useRef, useState } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { Spinner } from '@web/ui/spinner.js'
import {
  EDITOR_SOURCE,
  isTrustedMessage,
  PREVIEW_PARAM,
  PREVIEW_SOURCE,
  type EditorMessage,
} from '@web/app/appearance_preview/protocol.js'
import type { AppearanceDraft, DraftSnapshot } from '../draft/appearance_draft.js'
import { changeMessages, fullStateMessages } from './preview_messages.js'

/** The site's home page as the preview opens it. */
export const PREVIEW_URL = `/?${PREVIEW_PARAM}=true`

/**
 * The live site in a frame, kept in step with the draft: when a page of it
 * loads (its first, a reload, or a link the admin follows out of the app)
 * it says appLoaded and gets the whole draft; after that every change of the
 * draft is sent as it happens. In-app navigation keeps the page and what it
 * was told.
 */
export function PreviewFrame({ draft, width }: { draft: AppearanceDraft; width: number | null }) {
  const trans = useTrans()
  const frame = useRef<HTMLIFrameElement>(null)
  // Until the site in the frame says it is ready (and got the draft), a spinner covers it.
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const post = (messages: EditorMessage[]) => {
      const target = frame.current?.contentWindow
      for (const message of messages) target?.postMessage({ source: EDITOR_SOURCE, ...message }, window.location.origin)
    }
    let shown: DraftSnapshot = draft.getSnapshot()
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isTrustedMessage(event, PREVIEW_SOURCE, window.location.hostname)) return
      if (event.data.type !== 'appLoaded') return
      post(fullStateMessages((shown = draft.getSnapshot())))
      setReady(true)
    }
    window.addEventListener('message', onMessage)
    const unsubscribe = draft.subscribe(() => {
      const next = draft.getSnapshot()
      post(changeMessages(shown, next))
      shown = next
    })
    return () => {
      window.removeEventListener('message', onMessage)
      unsubscribe()
    }
  }, [draft])

  return (
    <div className="relative flex h-full w-full max-w-full justify-center" style={width ? { width } : undefined}>
      <iframe
        ref={frame}
        src={PREVIEW_URL}
        title={trans('Preview of the site')}
        data-testid="appearance-preview"
        className="h-full w-full rounded-base border border-divider bg-background shadow-lg"
      />
      {!ready && (
        <div className="absolute inset-0 flex items-center justify-center rounded-base bg-background/80">
          <Spinner className="size-8" label={trans('Loading the preview')} />
        </div>
      )}
    </div>
  )
}
