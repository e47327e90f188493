import type { useTrans } from '@web/i18n/use_trans.js'

type Trans = ReturnType<typeof useTrans>

/** One line under each spec tab's title saying what it is for. */
export function tabDescriptions(trans: Trans): Record<string, string> {
  return {
    'general': trans('The site’s name, logos, homepage and demo mode.'),
    'subscriptions': trans('Plans and paid subscriptions.'),
    'localization': trans('Languages, the language switcher, the timezone and date format.'),
    'authentication': trans('Registration, email confirmation and which sign-in providers show.'),
    'uploading': trans('What people may upload, and how large.'),
    'outgoing-email': trans('Who emails come from, and a test that mail reaches people.'),
    'cache': trans('How long browsers and CDNs keep what the site serves.'),
    'analytics': trans('Visitor analytics.'),
    'logging': trans('How long the logs are kept.'),
    'queue': trans('Background jobs and scheduled tasks.'),
    'websockets': trans('Real-time updates.'),
    'recaptcha': trans('Google reCAPTCHA keys, and the forms it checks.'),
    'gdpr': trans('The cookie notice.'),
    'search': trans('How the site searches.'),
    'providers': trans('Credentials of the sign-in providers (OAuth apps).'),
    'player': trans('How the player looks and behaves.'),
  }
}

/**
 * Why a spec tab has nothing to set: no enabled module declares a setting
 * of it (its behaviour is fixed, set where the server starts, or its module
 * is switched off). Shown only while the tab has no fields: a module that
 * declares a setting in the group replaces this with its fields.
 */
export function emptyTabMessages(trans: Trans): Record<string, string> {
  return {
    uploading: trans('Nothing to set: the files module, which handles uploads, is not enabled.'),
    analytics: trans('Nothing to set: the analytics module, which counts visitors, is not enabled. Listening insights are in the reports.'),
    queue: trans('Nothing to set here: the queue is chosen where the server starts (QUEUE_DRIVER, REDIS_URL). Runs of scheduled jobs are in Logs > Schedule.'),
    websockets: trans('Nothing to set yet: the site does not push real-time updates.'),
    search: trans('Nothing to set: search uses the database’s own full-text index (SQLite FTS5 or MySQL FULLTEXT).'),
  }
}
