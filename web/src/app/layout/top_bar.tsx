import { Slot } from '../../kernel/slot.js'
import { SearchField } from './search_field.js'
import { HistoryButtons } from './history_buttons.js'
import { LanguageSwitcher } from './language_switcher.js'
import { SiteLogo } from './site_logo.js'
import { ThemeSwitcher } from './theme_switcher.js'
import { UserMenu } from './user_menu.js'

/** 64 px on desktop, 54 px on mobile (spec section 9); sticks to the top while the page scrolls. */
export function TopBar() {
  return (
    <header className="sticky top-0 z-20 flex h-13.5 items-center gap-3 bg-background/90 px-4 backdrop-blur-md md:h-16 md:gap-4 md:px-6">
      <div className="md:hidden">
        <SiteLogo compact />
      </div>
      <div className="max-md:hidden">
        <HistoryButtons />
      </div>
      <SearchField className="max-w-md max-md:hidden" />
      <div className="ml-auto flex items-center gap-2">
        <LanguageSwitcher />
        <ThemeSwitcher />
        {/* Modules' buttons beside the account menu (the notifications bell). */}
        <Slot name="top-bar-actions" />
        <UserMenu />
      </div>
    </header>
  )
}
