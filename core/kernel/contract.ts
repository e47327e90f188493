/**
 * The plugin contract: the shape of the one manifest every module (core or
 * plugin) exports from its `plugin.ts`. Types only; the host reads them.
 */
import type { Logger } from '@adonisjs/core/logger'
import type { Router } from '@adonisjs/core/http'
import type { HttpContext } from '@adonisjs/core/http'
import type { BaseCommand } from '@adonisjs/core/ace'
import type { LoadersContract } from '@adonisjs/core/types/ace'
import type { Container } from '@adonisjs/core/container'
import type { ContainerBindings } from '@adonisjs/core/types'
import type { Job } from '@adonisjs/queue'
import type { EventsList } from '@adonisjs/core/types'
import type { SchemaTypes } from '@vinejs/vine/types'

import type { MenuPosition } from './shared/menu_positions.js'
import type { AdminScreenDefinition } from './shared/admin_screens.js'
import type { FieldDescription } from './shared/field_description.js'
import type { ReportData, ReportPeriods } from './shared/reports.js'
import type { NotificationChannel } from './shared/notifications.js'
import type { SeoTemplates, SeoVariable } from './shared/seo_templates.js'

// Menu positions live in shared/ because the web app draws them too; manifests import them from here.
export { MENU_POSITIONS, type MenuPosition } from './shared/menu_positions.js'

export interface PermissionRestrictionDefinition {
  name: string
  label: string
  description?: string
}

export interface PermissionDefinition {
  /** Unique name, namespaced by the module: 'music.view'. */
  name: string
  /** Shown in the admin role editor. */
  label: string
  /** Heading under which the role editor lists the permission. */
  group: string
  description?: string
  /** Numeric quotas a role can attach to the permission ('count' of uploads...). */
  restrictions?: PermissionRestrictionDefinition[]
  /** Given to logged-out visitors by the seeded guest role. */
  grantToGuests?: boolean
  /** Given to every registered user by the seeded default role. */
  grantToUsers?: boolean
}

export interface MenuItemDefault {
  /** Stable id, unique across all modules: 'music.home'. */
  id: string
  position: MenuPosition
  label: string
  /** An internal path ('/library') or an absolute URL. */
  action: string
  type?: 'route' | 'link'
  icon?: string
  target?: '_self' | '_blank'
  permissions?: string[]
  roles?: number[]
  /** Shown only when every listed setting has the given value. */
  settings?: Record<string, unknown>
  subscriptionStatus?: 'subscribed' | 'unsubscribed'
  /** Lower first; items of all modules are merged by this. */
  order?: number
}

export interface SeoTags {
  title: string
  description?: string
  image?: string
  /** Canonical path or absolute URL; defaults to the requested path. */
  canonical?: string
  /** OpenGraph type: website, music.song, music.album, profile ... */
  type?: string
  /** Extra OpenGraph / Twitter properties. */
  meta?: Record<string, string>
  jsonLd?: Record<string, unknown>
  /** Other formats of the page (`<link rel="alternate">`): its oEmbed description, filled in for pages with `oembed`. */
  alternates?: Array<{ type: string; href: string; title?: string }>
  /** Values of the page's template variables (`SeoPageDefinition.variables`): the title and description are drawn from its templates. */
  variables?: Record<string, string | number | null | undefined>
}

export interface SeoResolverInput {
  params: Record<string, string>
  path: string
  ctx: HttpContext
  host: PluginHost
}

/**
 * A resolver's answer for a URL whose content does not exist (or that a
 * guest may not see): the shell answers 404 and draws the not-found page, so
 * search engines drop the address instead of indexing the not-found screen.
 */
export type SeoNotFound = 'not-found'

export type SeoResolution = SeoTags | SeoNotFound | null

export interface SeoPageDefinition {
  /** One of the spec's SEO pages: artist, album, track, playlist, landing, channel, user, search. */
  name: string
  label: string
  /** Route patterns of the SPA that this page answers ('/track/:trackId/:trackName'). */
  paths: string[]
  /**
   * Turns the URL into tags. Returning null keeps the site defaults, so a
   * plugin may register a page before its data exists; 'not-found' says the
   * content is not there (the page answers 404).
   */
  resolve?: (input: SeoResolverInput) => Promise<SeoResolution> | SeoResolution
  /**
   * Editable title and description (appearance editor, "SEO settings"): the
   * default templates, stored as settings `seo.<name>.title|description`
   * (declare them with `seoTemplateSettings`), and the variables the
   * resolver fills in `SeoTags.variables` ('site_name' is always there).
   */
  templates?: SeoTemplates
  variables?: SeoVariable[]
  /** Lazy: the path of one real public page of this kind, for the editor's live preview (null when there is none). */
  sample?: () => Promise<string | null>
  /**
   * The page's compact player for other sites (oEmbed, `GET /oembed?url=`):
   * the path of the embed page for the page's route params and its natural
   * size. Only pages whose resolver returns tags (public content) are offered.
   */
  oembed?: (params: Record<string, string>) => OembedPlayer
}

export interface OembedPlayer {
  path: string
  width: number
  height: number
}

export interface AdSlotDefinition {
  /** Settings key of the slot, 'ads.general_top'. */
  key: `ads.${string}`
  label: string
  /** Size guidance shown to the admin (spec section 9). */
  sizeHint: string
}

export interface SettingsDefinition {
  /** Flat keys with dots ('themes.user_change') and their default values. */
  defaults: Record<string, unknown>
  /** Keys left out of the browser's settings (endpoints, credentials); admins still see those in `schema` unless `secret`. */
  private?: string[]
  /**
   * What an admin may change, and how the admin area and the appearance
   * editor draw it. Keys must be in `defaults`; keys left out stay internal.
   * Writes are validated from it (core/settings/server/settings_schema.ts).
   */
  schema?: Record<string, SettingSchemaEntry>
  /**
   * Keys (in `defaults`) holding the address of an outside service the
   * server calls (an API's base URL). Under NODE_ENV=test they default to
   * an unreachable local address (the registry's UNREACHABLE_SERVICE_URL),
   * so no test waits on the internet; a test that needs the service starts
   * a local stand-in and sets the key.
   */
  outsideServices?: string[]
}

// Admin screens: shared with the web app, whose admin shell draws its menu from them.
export type { AdminScreenDefinition } from './shared/admin_screens.js'

/** A router whose routes land under the module's prefix and route-name namespace. */
export type PluginRouter = Pick<Router, 'get' | 'post' | 'put' | 'patch' | 'delete' | 'any' | 'group' | 'resource'>

/** What the host hands to a module: no module reaches for globals. */
export interface PluginHost {
  logger: Logger
  settings: { get<T = unknown>(key: string, fallback?: T): T }
}

export interface ModuleSeeder {
  /** Runs on every `setup`; must be idempotent (checks before inserting). */
  run(host: PluginHost): Promise<void>
}

// --- Background work: jobs and schedules (core/kernel/jobs, docs/plugins.md "Jobs and schedules") ---

/** A job class of @adonisjs/queue; `static options.name` is namespaced by the module ('music.roll_up_play_counts'). */
export type ModuleJobClass = (abstract new (...args: any[]) => Job<any>) & { options?: { name?: string; queue?: string } }

export interface ScheduleDefinition {
  /** The `options.name` of one of the module's jobs. */
  job: string
  /** A fixed interval ('30s', '5m', '1h'), or */
  every?: string
  /** a cron expression ('0 3 * * *'), read in `timezone` (UTC by default). */
  cron?: string
  timezone?: string
  /** What the job receives on each run. */
  payload?: Record<string, unknown>
}

// ---- Platform v2: events, lifecycle, bootstrap data, translations, settings schema ----

/** Setting kinds the admin forms know how to draw (a field description's types, shared with the web app). */
export { FIELD_TYPES as SETTING_TYPES, type FieldType as SettingType } from './shared/field_description.js'

/** A setting an admin may change: a form field description (shared/field_description.ts) on a settings tab. */
export interface SettingSchemaEntry extends FieldDescription {
  /** The admin's settings tab ('general', 'authentication', 'player'... spec section 2). */
  group: string
  /**
   * A 'json' setting's VineJS schema (menus, the landing page's lists): a
   * save is checked against it instead of taken as any JSON. Server only,
   * never sent to the browser.
   */
  shape?: SchemaTypes
}

/** A class whose `handle(data)` runs when the event is emitted (resolved through the container). */
export type ModuleListener<Event extends keyof EventsList> = () => Promise<{
  default: new (...args: any[]) => { handle(data: EventsList[Event]): unknown }
}>

/** Lazy listeners of other modules' (or one's own) events, by event name. */
export type ModuleListeners = { [Event in keyof EventsList]?: Array<ModuleListener<Event>> }

/** Called with the host at the provider's boot, once the app is ready, and at shutdown (reverse order). */
export interface ModuleLifecycle {
  boot?: (host: PluginHost) => unknown
  ready?: (host: PluginHost) => unknown
  shutdown?: (host: PluginHost) => unknown
}

/** The module's part of the bootstrap data (`module_data.<id>`): JSON, computed per request. */
export type BootstrapContribution = (input: { ctx: HttpContext; host: PluginHost }) => unknown

/** A protocol API mounted at the site's root (see PluginManifest.protocolApis). */
export interface ProtocolApiDefinition {
  /** '/rest': one lowercase path segment, owned by this module alone. */
  prefix: string
  routes: (router: PluginRouter, host: PluginHost) => void
}

export interface PluginManifest<Id extends string = string> {
  /** Folder name === id === route prefix === permission namespace. */
  id: Id
  name: string
  description?: string
  /** Other module ids that must be enabled (and seeded) before this one. */
  dependsOn?: string[]
  permissions?: PermissionDefinition[]
  menus?: MenuItemDefault[]
  seo?: SeoPageDefinition[]
  /**
   * SPA route patterns of pages made to live in other sites' frames (embeds,
   * '/track/:trackId/:trackName/embed'). Only these may be framed by another
   * site; every other page refuses it (clickjacking).
   */
  embedPages?: string[]
  /**
   * SPA route patterns whose `:params` are secrets carried in the address
   * (a password reset link's token: '/password/reset/:token'). The request
   * log and the error log keep such paths with those segments redacted.
   */
  secretPages?: string[]
  adSlots?: AdSlotDefinition[]
  settings?: SettingsDefinition
  /**
   * Screens of the admin area: each one's menu entry and permission here, the
   * screen itself in the web part's `adminScreens` under the same path (a
   * module declaring screens needs a `web` part; docs/plugins.md "Admin screens").
   */
  admin?: AdminScreenDefinition[]
  /** Registers HTTP API routes on a router scoped to /api/v1/<id> (core modules: /api/v1). */
  routes?: (router: PluginRouter, host: PluginHost) => void
  /**
   * Routes outside /api/v1, for the prefixes the web client calls without it
   * (spec section 7: `auth/...` and `secure/...`). Refused for plugins at boot:
   * only core modules own root paths.
   */
  rootRoutes?: (router: PluginRouter, host: PluginHost) => void
  /**
   * APIs of a protocol that outside apps speak, under a root prefix the module
   * owns (the music plugin's Subsonic API under /rest). Their clients send
   * credentials with every request and no cookie, so the shield checks no CSRF
   * token there and sets no cookie; the handlers authenticate each request.
   */
  protocolApis?: ProtocolApiDefinition[]
  /**
   * Lazy import of the module's ace commands loader (a module exporting
   * getMetaData and getCommand, e.g. an FsLoader over its commands folder).
   * `node ace` lists them only while the module is enabled.
   */
  commands?: () => Promise<LoadersContract<typeof BaseCommand>>
  /** Lazy seeders, run in order by `node ace setup`. Migrations live in server/migrations. */
  seeders?: Array<() => Promise<{ default: ModuleSeeder }>>
  /**
   * Lazy imports of the module's job classes: registered in every process so
   * any worker runs them; the module dispatches them itself (`Job.dispatch`).
   */
  jobs?: Array<() => Promise<{ default: ModuleJobClass }>>
  /** Recurring runs of the module's jobs; each run is logged in schedule_runs. */
  schedules?: ScheduleDefinition[]
  /** Path of the module's web part, relative to the manifest ('web/index.ts'). */
  web?: string
  /**
   * Path of the module's part of the site's service worker, relative to the
   * manifest ('web/service_worker.ts'): its default export
   * (`defineServiceWorkerPart`, web/src/service_worker/worker_scope.ts) adds
   * the part's listeners (push, notificationclick ...) as the worker starts.
   * The web build bundles every part into the one worker, /sw.js.
   */
  serviceWorker?: string

  // --- Module services (boundaries): how the kernel reaches a module without importing it.
  /**
   * Lazy import of a file whose default export binds the module's services
   * on the app's container: the kernel's tokens it implements
   * (core/kernel/module_services.ts) and its own singletons. Called once at
   * boot, in registry order, before anything resolves them.
   */
  services?: () => Promise<{ default: ModuleServices }>

  // --- Error reporting (core/logs)
  /** Lazy error sinks: each receives every reported error (see ErrorSink). */
  errorSinks?: Array<() => Promise<{ default: ErrorSink }>>
  /** Events this module emits; names are augmented into EventsList and unique across modules. */
  events?: Array<keyof EventsList>
  listeners?: ModuleListeners
  hooks?: ModuleLifecycle
  bootstrap?: BootstrapContribution
  /** Folder of the module's translation files (`<language>.json`), relative to the manifest: 'lang'. */
  lang?: string

  // --- Locks (core/kernel/locks.ts, docs/plugins.md "Locks")
  /** The named locks the module takes (typed constants it passes to `moduleLock`). */
  locks?: LockDefinition[]

  // --- Search (core/search)
  /** Tables the module makes findable; core/search builds and keeps their full-text indexes. */
  searchables?: SearchableDefinition[]

  // --- Reports (core/admin's report index at /admin)
  /** Tabs of the admin's report index this module supplies (music: plays; core/analytics: visitors). */
  reports?: ReportDefinition[]

  // --- Workspaces (core/workspaces, docs/plugins.md "Workspace-owned content")
  /**
   * Tables of this module whose rows may belong to a workspace: each has a
   * nullable integer `workspace_id` (the module's own migration adds it). When
   * a workspace is deleted its rows go back to their creators' own spaces
   * (`workspace_id` set to null), so deleting a team never deletes a release.
   */
  workspaceTables?: string[]
  /**
   * Permissions (this module's) a workspace member whose role manages
   * content needs to reach the module's screens for it (music: music.create
   * opens backstage). Given when they create, join or are promoted in a
   * workspace, as an approved artist request gives them.
   */
  workspaceGrants?: string[]

  // --- Sitemap (core/seo)
  /** The module's public pages for `sitemap.xml`: each source becomes its own files of at most 50,000 addresses. */
  sitemaps?: SitemapDefinition[]

  // --- Stored files (core/accounts' admin files screen, docs/plugins.md "Stored files")
  /** Lazy: where this module's rows use stored files (a user's avatar, a profile's header...). */
  fileUsages?: () => Promise<{ default: FileUsageSource }>

  // --- Notifications (core/notifications, docs/plugins.md "Notifications")
  /** The kinds of notification the module sends (through the kernel's `Notifier`). */
  notifications?: NotificationTypeDefinition[]
}

// ---- Notifications: the types a module sends, and how each person receives them ----

/**
 * A kind of notification. Each person picks its channels in the settings
 * matrix (/notifications/settings); until they do, `channels` decides.
 * What a notification says is its `data` (spec section 3: lines, image,
 * mainAction, buttonActions), built by the sender: the panel draws it, the
 * email and the browser push read their subject/title from the primary line
 * and their link from `mainAction`.
 */
export interface NotificationTypeDefinition {
  /** Namespaced by the module and unique across modules: 'music.new_release'. */
  id: string
  /** Heading of the settings matrix the type is listed under ('Releases', 'Billing'). */
  group: string
  /** Row of the settings matrix ('New release by an artist you follow'). */
  label: string
  /** The channels the type may use, each on or off until the person chooses. */
  channels: Partial<Record<NotificationChannel, boolean>>
  /** The icon of lines that name none (an icon name of the web app's set). */
  icon?: string
}

// ---- Sitemap: the public pages search engines are told about (core/seo) ----

/** One public page: its path on the site and when it last changed. */
export interface SitemapEntry {
  path: string
  lastModified?: Date | string | null
}

/**
 * The pages of one kind, streamed: read rows by keyset (`keysetRows`), never
 * all at once, so a million tracks cost a few MB. Only what a guest may see:
 * private, draft and unpublished content never.
 */
export interface SitemapSource {
  entries(): AsyncIterable<SitemapEntry>
}

export interface SitemapDefinition {
  /** Unique across modules, lower-case: names its files ('tracks' -> tracks-1.xml). */
  name: string
  /** Lazy: the source. */
  source: () => Promise<{ default: SitemapSource }>
}

// ---- Stored files: where each file of the admin's files screen is used ----

/** A stored file as the usage sources see it: its key on the disk and the public URL rows hold. */
export interface StoredFileRef {
  key: string
  url: string
}

/** One place a stored file is used: a row of the module that holds its URL. */
export interface FileUsage {
  /** The file's disk key (`StoredFileRef.key`). */
  key: string
  /** What uses it, lower-case: 'user', 'profile', 'ad'. */
  type: string
  id: number | string
  /** What the admin reads ('Ada Lovelace's avatar'). */
  label: string
  /** Where the admin goes to see it (an app path), or null. */
  url: string | null
}

/**
 * Answers, for a batch of files, which of the module's rows use them. The
 * files screen asks every enabled module, so a file is "in use" whichever
 * module holds it, and core never reads another module's tables.
 */
export interface FileUsageSource {
  usagesOf(files: StoredFileRef[]): Promise<FileUsage[]>
}

// ---- Reports: tabs of the admin's report index (core/admin, docs/plugins.md "Reports") ----

/**
 * Reads one report over a range and the period before it. Sources read
 * daily roll-ups the module keeps (core/kernel/reports/daily_rollups.ts),
 * never raw rows, so a year costs the same whatever the traffic.
 */
export interface ReportSource {
  read(periods: ReportPeriods): Promise<ReportData>
}

export interface ReportDefinition {
  /** Unique across modules, lower-case: the tab's id and the API's `admin/reports/<name>`. */
  name: string
  /** The tab's title (an interface text of the module's lang file). */
  label: string
  /** Lower first; 100 when left out. */
  order?: number
  /** Lazy: the report's source. */
  source: () => Promise<{ default: ReportSource }>
}

// ---- Locks: work that must not run twice at once, across processes and app nodes ----

export interface LockDefinition {
  /** Namespaced by the module and unique across modules: 'music.play_counts'. */
  name: string
  /** How long a holder keeps it at most ('10m', or milliseconds): a crashed holder frees it then. */
  ttl: string | number
  /** What it protects (shown by `node ace plugins:list`). */
  description?: string
}

/** Identity function for a module's lock constants: `export const PLAY_COUNTS_LOCK = defineLock({...})`. */
export function defineLock<const Definition extends LockDefinition>(definition: Definition): Definition {
  return definition
}

// ---- Searchables: what a module makes findable through core/search (docs/plugins.md "Searchables") ----

/** Who is searching: their own private rows are theirs to find. */
export interface SearchViewer {
  userId: number | null
}

/** How the rows a search ranked become its results. */
export interface SearchResultsPresenter<Result = unknown> {
  /** `SELECT <columns> FROM <table> [JOIN ...]`: the search appends its WHERE, ORDER BY and LIMIT. */
  select: string
  /** The results of the ranked rows, in their order (typed by the module that declares the searchable). */
  present(rows: any[], viewer: SearchViewer): Result[] | Promise<Result[]>
}

export interface SearchableDefinition {
  /** Unique across modules: the search's type name ('tracks'). */
  name: string
  /** The table whose rows are found; its primary key is an integer `id`. */
  table: string
  /** Text columns indexed together; results are ranked on the first (or on all of them joined by spaces). */
  columns: readonly string[]
  /** Column ordering equally good matches, most popular first; omitted: newest first. */
  popularity?: string
  /** Rows carry `public` and `owner_id`: others' private rows never show. */
  private?: boolean
  /** Needed to see the searchable's results; null: anyone who may search. */
  permission: string | null
  /** Lazy: how ranked rows become results. */
  results: () => Promise<SearchResultsPresenter>
}

// ---- Error reporting: what the kernel hands to the modules' error sinks ----

/** One error worth an operator's look: a server error (5xx) or a report of the web app. */
export interface ReportedError {
  source: 'server' | 'web'
  /** The error's class or name ('TypeError'). */
  exception: string
  message: string
  stack: string | null
  /** The request's path (server) or the page's address (web), secrets redacted. */
  url: string | null
  /** HTTP method and status of the failed request (server errors only). */
  method: string | null
  status: number | null
  /** The request that failed, or that carried the web app's report. */
  requestId: string | null
  /** The signed-in person, if any. */
  userId: number | null
  userAgent: string | null
}

/**
 * Receives every reported error (core/logs stores them for the admin's logs
 * tab; a plugin could forward them to an outside service). A sink that
 * throws is logged and does not stop the others.
 */
export interface ErrorSink {
  record(error: ReportedError): Promise<void>
}

/** Binds a module's services: `container.singleton(Token, factory)`; factories build on first use. */
export type ModuleServices = (container: Container<ContainerBindings>) => void

/** Identity function: a manifest's value is its types. No side effects. */
export function definePlugin<const Id extends string>(manifest: PluginManifest<Id>): PluginManifest<Id> {
  return manifest
}
