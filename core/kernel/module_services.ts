import type { HttpContext } from '@adonisjs/core/http'
import type { Container } from '@adonisjs/core/container'
import type { ContainerBindings } from '@adonisjs/core/types'
import type { LoadedModule } from './module_registry.js'
import type { NotificationData } from './shared/notifications.js'
import type { BootstrapAdminAlerts, BootstrapRole, BootstrapTheme, BootstrapUser } from './shared/bootstrap_data.js'

/**
 * What the kernel needs from core modules, declared here so core/kernel
 * imports no module (a lint rule). Each abstract class is a container token:
 * the kernel resolves it (`app.container.make(SiteSettings)`), the module that
 * owns the data binds it from its manifest's `services`. The kernel refuses to
 * boot while one is unbound.
 */

/** The site's settings, defaults from the manifests overridden by stored values (core/settings). */
export abstract class SiteSettings {
  abstract get<T = unknown>(key: string, fallback?: T): T
  /** The settings the browser may see, nested by their dotted keys. */
  abstract publicNested(): Record<string, unknown>
  /** Re-reads stored values once the cached copy is stale (always when forced). */
  abstract refresh(force?: boolean): Promise<void>
  /** Stores the manifests' defaults of keys not stored yet. */
  abstract seedDefaults(): Promise<void>
}

/** Who may do what (core/accounts). */
export abstract class AccessControl {
  /** Tells whether a person (or, for null, a guest) holds a permission. */
  abstract grantsOf(userId: number | null): Promise<(permission: string) => boolean>
  /** The role guests act with, as the bootstrap data shows it. */
  abstract guestRole(): Promise<BootstrapRole | null>
  /** Whether the request's signed-in person typed their password recently (spec section 9: 9000 s; never through an API token). */
  abstract passwordRecentlyConfirmed(ctx: HttpContext): boolean
}

/** The signed-in person as the bootstrap data shows them (core/accounts). */
export abstract class AccountPresenter {
  /** The request's signed-in person with roles and permissions, or null for a guest. */
  abstract signedIn(ctx: HttpContext): Promise<BootstrapUser | null>
  /** The language the person chose, or null to use the site's default. */
  abstract languageOf(ctx: HttpContext): string | null
  /** Warnings every admin sees (a published demo password that still works). */
  abstract adminAlerts(): Promise<BootstrapAdminAlerts>
}

/**
 * The person's subscriptions as the bootstrap data shows them, with spec
 * section 6's valid and active flags (core/billing). Optional: with no module
 * binding it, nobody has a subscription.
 */
export abstract class AccountSubscriptions {
  abstract of(userId: number): Promise<BootstrapUser['subscriptions']>
}

/** What a member may do in a workspace (core/workspaces): see its content, or also change it. */
export type WorkspaceAbility = 'view' | 'manage'

/** The workspace a request works in: 0 is the person's own space (no workspace row). */
export interface ActiveWorkspace {
  id: number
  /** The person's role there ('owner', 'admin', 'editor', 'member'); 'owner' in their own space. */
  role: string
  /** Whether that role may create and change the workspace's content. */
  canManage: boolean
}

/**
 * Teams that own content together (core/workspaces). Optional: with no
 * module binding it, everyone works in their own space (workspace 0), and
 * modules scoping content by workspace skip the check.
 */
export abstract class WorkspaceMemberships {
  /**
   * The request's workspace, from its `workspaceId` query parameter (spec
   * section 7; absent or 0: the person's own space). Throws an HTTP 403 for
   * a workspace the signed-in person is not a member of.
   */
  abstract activeOf(ctx: HttpContext): Promise<ActiveWorkspace>
  /** The ids of the workspaces where the person may do `ability` with content. */
  abstract workspaceIdsOf(userId: number, ability: WorkspaceAbility): Promise<number[]>
}

/**
 * Where a person refused by a plan's restriction (a quota: storage space,
 * tracks, playlists) can get more: the pricing page while billing is on
 * (core/billing binds it). Optional: with no module binding it, quota
 * refusals carry no link (core/kernel/http/quota_refusal.ts).
 */
export abstract class UpgradeOffer {
  abstract path(): Promise<string | null>
}

/** The themes a visitor may pick from (core/appearance). */
export abstract class ThemeCatalogue {
  abstract all(): Promise<BootstrapTheme[]>
}

/** The web app's texts in a language (core/localization). */
export abstract class InterfaceTranslations {
  abstract linesFor(language: string): Promise<{ language: string; lines: Record<string, string> }>
}

/**
 * Who a notification goes to: user ids, or, for a fan-out (an artist's
 * 100,000 followers), the rows of a table that name them. A query is read in
 * batches by queued jobs, walking `userColumn` upwards, so the table needs an
 * index on the `where` columns followed by `userColumn`.
 */
export type NotificationRecipients = number[] | NotificationRecipientQuery

export interface NotificationRecipientQuery {
  table: string
  /** The column holding the recipients' user ids. */
  userColumn: string
  /** Equality conditions on the table's columns. */
  where: Record<string, string | number | boolean>
  /** People left out (the sender, say). */
  exceptUserIds?: number[]
}

/**
 * Sends notifications (core/notifications). `type` is a declared
 * NotificationTypeDefinition id; each recipient gets it on the channels
 * their selections (or the type's defaults) turn on: stored and pushed in
 * real time at once for user ids, emails and browser pushes through queued
 * jobs, and a query's fan-out entirely through queued jobs.
 */
export abstract class Notifier {
  abstract notify(recipients: NotificationRecipients, type: string, data: NotificationData): Promise<void>
}

/**
 * How many notifications a person has not read: the bootstrap data's
 * `user.unread_notifications_count` (core/notifications). Optional: unbound,
 * the count is 0.
 */
export abstract class UnreadNotifications {
  abstract countOf(userId: number): Promise<number>
}

/** Every token above: the kernel checks at boot that an enabled module bound each. */
export const MODULE_SERVICE_TOKENS = [SiteSettings, AccessControl, AccountPresenter, ThemeCatalogue, InterfaceTranslations, Notifier]

/**
 * Lets each module bind its services (its manifest's `services`), in registry
 * order, then refuses to go on while a kernel token has no binding: the
 * error names the token instead of a request failing on it later.
 */
export async function bindModuleServices(modules: readonly LoadedModule[], container: Container<ContainerBindings>) {
  for (const module of modules) {
    if (!module.manifest.services) continue
    const { default: bindServices } = await module.manifest.services()
    if (typeof bindServices !== 'function') throw new Error(`${module.file}: services must default-export a function binding the module's services`)
    bindServices(container)
  }
  const unbound = MODULE_SERVICE_TOKENS.filter((token) => !container.hasBinding(token))
  if (unbound.length > 0) {
    throw new Error(`No enabled module binds ${unbound.map((token) => token.name).join(', ')} (core/kernel/module_services.ts)`)
  }
}
