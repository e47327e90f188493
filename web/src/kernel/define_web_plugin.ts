import type { ComponentType, ReactNode } from 'react'
import type { AdminScreenDefinition } from '../../../core/kernel/shared/admin_screens.js'
import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import type { DependencyContainer } from 'tsyringe'
import type { RouteLoader } from './route_loader.js'

/**
 * What a lazily imported route module exports: the page as its default
 * export or as `Component`, and optionally a `loader` that runs on every
 * visit once the module is there.
 */
export interface RouteModule {
  default?: ComponentType
  Component?: ComponentType
  loader?: RouteLoader
}

export type LazyRouteModule = () => Promise<RouteModule>

/** A lazily imported component with a default export (slot fills). */
export type LazyComponent = () => Promise<{ default: ComponentType }>

/**
 * A slot fill: the lazy component, or the component with conditions. With
 * `auth`, the fill is only there for signed-in people: guests do not even
 * download it.
 */
export type SlotFill = LazyComponent | { load: LazyComponent; auth?: boolean }

/**
 * One module's part of a zone another module declares and draws (kernel/zone.tsx):
 * made with zoneFill(ZONE, {...}), which checks the component takes the zone's props.
 */
export interface ZoneFill {
  zone: string
  load: () => Promise<{ default: ComponentType<any> }>
  /** Drawn (and its code fetched) only for people holding it. */
  permission?: string
  /** Lower first; 100 when left out. */
  order?: number
  /**
   * For zones whose fills are sections of a page with an in-page menu
   * (account settings' panels): the id of the fill's section element and the
   * menu's label for it (translated by the page).
   */
  section?: { id: string; label: string }
}

/**
 * 'bare': the page draws the whole screen (sign-in screens); no sidebar, bars
 * or player. 'embed': bare, for a page that lives in an iframe on someone
 * else's site (the embedded players): the site's own overlays stay out too,
 * since the cookie notice would cover most of a small frame and its links
 * would open inside it. Any other name is a layout a web part registers
 * (`layouts`, the admin shell's 'admin'): it draws its own chrome around the
 * page instead of the site's. All of these are drawn in the browser only.
 */
export type RouteLayout = 'bare' | 'embed' | (string & {})

/** A layout a web part registers: its own chrome around the page (`children`). */
export type LazyLayout = () => Promise<{ default: ComponentType<{ children: ReactNode }> }>

export interface WebRoute {
  /** A react-router path: '/', '/track/:trackId/:trackName'. */
  path: string
  lazy: LazyRouteModule
  /**
   * The page's loader, when it is kept out of the lazy module (a small
   * module the web part imports directly): it runs as soon as the route
   * matches, while the page's code loads, so the data is requested without
   * waiting for the code. Takes the place of a `loader` export of the lazy module.
   */
  loader?: RouteLoader
  layout?: RouteLayout
  /** Logged-out visitors are sent to /login. */
  auth?: boolean
  /** Visitors without it are sent to login, pricing or the not-found page (spec section 2). */
  permission?: string
}

/**
 * A screen drawn instead of the whole app (sidebar, bars, page) while
 * `shows` says so: a gated account's screen, the landing page guests get at
 * '/' (spec section 4). `shows` runs on every render of the app's shell, from
 * the bootstrap data and the path: keep it cheap, in a small module the web
 * part imports (it ships in the entry bundle); the screen's own code loads
 * only when it shows.
 */
export interface AppTakeover {
  /** Unique across web parts; also the name server rendering reports the screen's code by. */
  name: string
  shows: (bootstrap: BootstrapData, pathname: string) => boolean
  load: LazyComponent
  /** A slot drawn in the bottom bars beneath the screen (the landing page's player bar). */
  bottomSlot?: string
  /** The first that shows wins, lower first; 100 when left out. */
  order?: number
}

/** One entry of a user-menu section: a link (`href`) or an action (`onAction`). */
export interface UserMenuEntry {
  id: string
  label: string
  icon?: ReactNode
  /** Marked as the one in use (a switcher's current choice). */
  isCurrent?: boolean
  href?: string
  onAction?: () => void
}

/** A section a web part adds to the signed-in person's user menu (the workspace switcher). */
export interface UserMenuSection {
  title: string
  entries: UserMenuEntry[]
}

/**
 * A section of the appearance editor (admin/appearance/<id>): listed on the
 * editor's left with its icon, drawn in the panel when opened. Its own pages
 * below it (themes/2) are the rest of the address: the section reads them
 * with useAppearanceSectionPath() and reads and writes the editor's draft
 * with useAppearanceDraft() (core/appearance/web/editor).
 */
export interface AppearanceSection {
  /** The address segment under admin/appearance/, unique: 'themes', 'seo-settings'. */
  id: string
  /** English; translated when drawn (add it to the module's lang/en.json). */
  label: string
  /** A lucide-react icon (a few hundred bytes: imported with the web part). */
  icon: ComponentType<{ className?: string }>
  load: () => Promise<{ default: ComponentType }>
  /** Needed besides appearance.update to see the section ('admin' for custom code). */
  permission?: string
  /** Lower first; 100 when left out. */
  order?: number
}

export interface WebPlugin<Id extends string = string> {
  /** The module id, as in its server manifest. */
  id: Id
  routes?: WebRoute[]
  /**
   * The admin screens the module's manifest declares (`admin`), by the same
   * path: each is shown at /admin/<path> (and the paths below it, for its tabs
   * and sub-pages) in the admin layout, to people holding admin.access and the
   * declared permission. Declarations and screens must match one for one.
   */
  adminScreens?: Record<string, LazyRouteModule>
  /** Layouts routes may name (`layout`), by name; unique across web parts. */
  layouts?: Record<string, LazyLayout>
  /** Components filling named slots (<Slot name="player-bar" />). */
  slots?: Record<string, SlotFill>
  /** Components filling other modules' typed zones (<Zone zone={...} />), each with its permission. */
  zones?: ZoneFill[]
  /** Screens drawn instead of the whole app while their condition holds. */
  takeovers?: AppTakeover[]
  /** Sections of the appearance editor this module adds. */
  appearanceSections?: AppearanceSection[]
  /**
   * A React hook giving the part's section of the user menu, or null for
   * none; called on every render of the menu, so keep it in a small module
   * the web part imports (it ships in the entry bundle).
   */
  userMenu?: () => UserMenuSection | null
  /**
   * Registers the part's client services on the app's container, once at
   * boot before the first render (after the core services, which it may
   * resolve lazily). Register factories, so nothing is built until first
   * use: whatever this imports ships in the entry bundle.
   */
  services?: (container: DependencyContainer) => void
}

/** Identity function: a web part's value is its types. No side effects. */
export function defineWebPlugin<const Id extends string>(plugin: WebPlugin<Id>): WebPlugin<Id> {
  return plugin
}

/** One entry of the generated registry: the web part and where it came from. */
export interface RegisteredWebPlugin {
  moduleId: string
  /** The web part's file, relative to the project root (named in errors). */
  source: string
  /** The module's manifest file, copied by the build (named when the two disagree). */
  manifest: string
  /** The admin screens the manifest declares, copied by the build: `adminScreens` must draw exactly these. */
  admin: AdminScreenDefinition[]
  plugin: WebPlugin
}
