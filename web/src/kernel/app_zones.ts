import { defineZone } from './zone.js'

/**
 * Zones one module draws and another fills, defined here because neither
 * may import the other's web part.
 */

/**
 * The answer buttons of a workspace invitation's notification (spec section 2:
 * Join and Decline), drawn by the notifications panel and filled by the
 * workspaces module, which knows what joining does (switching to the joined
 * workspace, spec section 4). `onDone` closes the panel, whatever the answer.
 */
export const INVITATION_ANSWER_ZONE = defineZone<{ inviteId: string; onDone?: () => void }>('notifications.invitation-answer')

/** Runs an action that hands out or changes credentials once the password is confirmed (it asks when needed); null when the person cancels. */
export type WithConfirmedPassword = <T>(action: () => Promise<T>) => Promise<T | null>

/**
 * Panels other modules add to the account settings page, after the
 * account's own (the music plugin's app passwords for Subsonic apps, its
 * scrobbling connections). Each fill draws a whole panel (`SettingsPanel`
 * from the UI kit) and gets the page's password confirmation: an action the
 * server guards with `recentPassword()` (423) goes through it.
 */
export const ACCOUNT_SETTINGS_PANELS = defineZone<{ withConfirmedPassword: WithConfirmedPassword }>('account-settings.panels')
