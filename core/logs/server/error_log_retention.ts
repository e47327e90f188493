/** How long the error log keeps entries unless the logging tab's setting says otherwise: long enough to look back over a month. */
export const RETENTION_DAYS = 30
/** The logging tab's setting (logs manifest), in days. */
export const RETENTION_SETTING = 'logging.error_retention_days'
