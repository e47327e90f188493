/**
 * The bodies of failed API calls (spec sections 7 and 8), declared once for
 * the server that sends them and the web app that reads them.
 */

/** Any 4xx/5xx answer: what went wrong, in one sentence. */
export interface ErrorBody {
  message: string
}

/** A 422 answer: the first message, and every message by field. */
export interface ValidationErrorBody extends ErrorBody {
  errors: Record<string, string[]>
}
