import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/app'
import type { ModuleRegistry } from '../module_registry.js'
import type { AccessControl, AccountPresenter, InterfaceTranslations, SiteSettings, ThemeCatalogue } from '../module_services.js'
import type { ThemeMode } from '../shared/theme_choice.js'
import type { BootstrapData, BootstrapMenuItem, BootstrapUser } from '../shared/bootstrap_data.js'
import { moduleBootstrapData } from './module_bootstrap_data.js'

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/i

/** The stored default mode, or 'system' for anything else an admin may have saved. */
function themeMode(value: unknown): ThemeMode {
  return value === 'light' || value === 'dark' ? value : 'system'
}

/** The bootstrap data's is_mobile_device: whether the request's browser says it is a phone or tablet. */
export function isMobileDevice(ctx: HttpContext) {
  return MOBILE_USER_AGENT.test(ctx.request.header('user-agent') ?? '')
}

/**
 * Assembles the bootstrap data of spec section 3 for one request: public
 * settings, themes, menus, guest role, branding, cookie notice, i18n and the
 * current user. Served inline in the shell and by login/logout/register.
 * What modules own (settings, themes, texts, accounts) comes through the
 * kernel's tokens (module_services.ts); the container builds it with them.
 */
export class BootstrapBuilder {
  constructor(
    private registry: ModuleRegistry,
    private settings: SiteSettings,
    private access: AccessControl,
    private accounts: AccountPresenter,
    private themes: ThemeCatalogue,
    private translations: InterfaceTranslations
  ) {}

  async build(ctx: HttpContext): Promise<BootstrapData> {
    await this.settings.refresh()
    const s = <T>(key: string, fallback?: T) => this.settings.get<T>(key, fallback)
    const language = this.accounts.languageOf(ctx) || s<string>('i18n.default_localization', 'en')
    const [themes, guestRole, i18n, currentUser, moduleData] = await Promise.all([
      this.themes.all(),
      this.access.guestRole(),
      this.translations.linesFor(language),
      this.accounts.signedIn(ctx),
      moduleBootstrapData(this.registry, ctx),
    ])
    const adminAlerts = currentUser && this.#isAdmin(currentUser) ? await this.accounts.adminAlerts() : null
    const cookieButton = s<Partial<BootstrapMenuItem> | null>('cookie_notice.button', null)

    return {
      settings: this.settings.publicNested(),
      themes: {
        all: themes,
        default_id: s<number | null>('themes.default_id', null),
        user_change: Boolean(s('themes.user_change', true)),
        default_mode: themeMode(s('themes.default_mode', 'system')),
      },
      menus: s('menus', []),
      guest_role: guestRole,
      user: currentUser,
      branding: {
        site_name: s('branding.site_name', 'Cadenza'),
        logo_light: s('branding.logo_light', null),
        logo_dark: s('branding.logo_dark', null),
        logo_light_mobile: s('branding.logo_light_mobile', null),
        logo_dark_mobile: s('branding.logo_dark_mobile', null),
        splash_video_desktop_link: s('branding.splash_video_desktop_link', null),
        splash_video_mobile_link: s('branding.splash_video_mobile_link', null),
      },
      cookie_notice: {
        enable: Boolean(s('cookie_notice.enable', true)),
        position: s<string>('cookie_notice.position', 'bottom') === 'top' ? 'top' : 'bottom',
        button: cookieButton ? { id: 'cookie-notice', type: 'route', label: '', action: '', ...cookieButton } : null,
      },
      // The web app sets this cookie itself (unsigned, unencoded) when the visitor presses OK.
      show_cookie_notice: Boolean(s('cookie_notice.enable', true)) && !ctx.request.plainCookie('cookie_notice', { encoded: false }),
      require_email_confirmation: Boolean(s('require_email_confirmation', false)),
      is_mobile_device: isMobileDevice(ctx),
      base_url: appUrl,
      i18n,
      ad_slots: this.registry.adSlots().map(({ key, label, sizeHint }) => ({ key, label, sizeHint })),
      admin_screens: this.registry.adminScreens().map(({ path, label, permission, icon, section }) => ({ path, label, permission, icon, section })),
      modules: this.registry.ids,
      module_data: moduleData,
      admin_alerts: adminAlerts,
    }
  }

  #isAdmin(user: BootstrapUser) {
    return user.permissions.some(({ name }) => name === 'admin' || name === 'admin.access')
  }
}
