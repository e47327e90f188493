import { lazy, useEffect, useState } from 'react'
import { useService } from '../../kernel/services_context.js'
import { API_CLIENT } from '../../services/tokens.js'
import type { TracePayload } from '../../../../core/kernel/shared/error_trace_payload.js'
import { isTracePayload } from './trace_payload.js'

/** Loaded on the first trace only: most sessions never see it. */
const TraceDialog = lazy(() => import('./trace_dialog.js'))

/** Opens the error trace dialog whenever an API error answer carries a trace (spec section 8). */
export function TraceDialogHost() {
  const api = useService(API_CLIENT)
  const [payload, setPayload] = useState<TracePayload | null>(null)

  useEffect(
    () =>
      api.onError((error) => {
        if (isTracePayload(error.body)) setPayload(error.body)
      }),
    [api]
  )

  if (!payload) return null
  return (
    <TraceDialog
      key={`${payload.exception}:${payload.message}`}
      payload={payload}
      onClose={() => setPayload(null)}
    />
  )
}
