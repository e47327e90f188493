/** Whether page views are counted at all (the admin's settings, analytics tab). */
export const RECORD_VISITORS = 'analytics.record_visitors'
