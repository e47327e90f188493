import { isApiError, messageOf, type ValidationErrorBody } from './api_error.js'
import type { ToastAction, ToastQueue } from './toast_queue.js'

/** Spec section 8: the toast shown when the server gives no message of its own. */
export const DEFAULT_ERROR_MESSAGE = 'There was an issue. Please try again.'

export type FieldErrors = Record<string, string>

/**
 * The field errors of a 422 answer, one message per field (the first of a
 * list); null when the error carries none, so the caller falls back to a toast.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 422) return null
  const errors = (error.body as ValidationErrorBody | null)?.errors
  if (!errors || typeof errors !== 'object') return null
  const fields: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages
    if (typeof first === 'string' && first) fields[field] = first
  }
  return Object.keys(fields).length ? fields : null
}

/** Whether the error opens the error trace dialog, which then says it all. */
function hasTrace(error: unknown) {
  return isApiError(error) && !!(error.body as { ignitionTrace?: unknown } | null)?.ignitionTrace
}

export interface MutationErrorHandling {
  toasts: ToastQueue
  trans: (text: string) => string
  /** Given by forms: receives the field errors of a 422 answer. */
  setFieldErrors?: (errors: FieldErrors) => void
}

/**
 * What a failed write shows: validation errors land under their fields when a
 * form is listening; anything else becomes one danger toast with the server's
 * message (or its first field error, or the generic message) and its action.
 */
export function handleMutationError(
  error: unknown,
  { toasts, trans, setFieldErrors }: MutationErrorHandling
) {
  if ((isApiError(error) && error.code === 'canceled') || hasTrace(error)) return
  const fields = fieldErrorsOf(error)
  if (fields && setFieldErrors) {
    setFieldErrors(fields)
    return
  }
  const body = isApiError(error) ? error.body : null
  const message =
    messageOf(body) ??
    (fields ? Object.values(fields)[0] : undefined) ??
    trans(DEFAULT_ERROR_MESSAGE)
  const upgrade = quotaRefusalOf(error)?.upgradeUrl
  toasts.danger(message, { action: actionOf(body) ?? (upgrade ? { label: trans('Upgrade for more'), action: upgrade } : undefined) })
}

/**
 * A refusal by a quota that says where to get more (`upgrade_url`: billing's
 * pricing page while it is on, a path of this site); null for any other
 * error. Screens that stay open over the toasts (dialogs) show it themselves.
 */
export function quotaRefusalOf(error: unknown): { message: string; upgradeUrl: string } | null {
  const body = isApiError(error) ? error.body : null
  const url = (body as { upgrade_url?: unknown } | null)?.upgrade_url
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null
  return { message: messageOf(body) ?? DEFAULT_ERROR_MESSAGE, upgradeUrl: url }
}

function actionOf(body: unknown): ToastAction | undefined {
  const action = (body as { action?: Partial<ToastAction> } | null)?.action
  return action && typeof action.label === 'string' && typeof action.action === 'string'
    ? { label: action.label, action: action.action }
    : undefined
}

