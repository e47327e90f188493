import type { ComponentType, ReactNode } from 'react'
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

/**
 * Panels other modules add to account settings (music's scrobbling
 * connections), after the account's own. Each is drawn in the page's
 * `SettingsPanel` frame, handed over so that every panel looks alike.
 */
export const ACCOUNT_SETTINGS_PANELS_ZONE = defineZone<{
  SettingsPanel: ComponentType<{ id: string; title: string; description?: ReactNode; children: ReactNode }>
}>('accounts.settings-panels')
