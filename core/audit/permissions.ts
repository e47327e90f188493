import { LOGS_VIEW } from '../logs/permissions.js'

/**
 * The spec names no permission for the audit log. It is a log an operator
 * reads, like the error log, so it asks for `logs.view` ("Read ... logs"):
 * whoever may read the logs reads who changed what. Secrets never reach it
 * (modules record them masked), so it grants no more than the settings
 * screen shows.
 */
export const AUDIT_LOG_PERMISSION = LOGS_VIEW
