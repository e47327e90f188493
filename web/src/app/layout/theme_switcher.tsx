import Monitor from 'lucide-react/icons/monitor'
import Moon from 'lucide-react/icons/moon'
import Sun from 'lucide-react/icons/sun'
import { useBootstrap } from '../../bootstrap/use_bootstrap.js'
import { useTrans } from '../../i18n/use_trans.js'
import { parseThemeChoice } from '../../../../core/kernel/shared/theme_choice.js'
import { useTheme } from '../../theme/use_theme.js'
import { IconButton } from '../../ui/button.js'
import { Menu, MenuItem, MenuSection } from '../../ui/menu.js'
import { Tooltip } from '../../ui/tooltip.js'

/** Light, dark, follow the system, or one of the site's themes by name; shown only when themes.user_change is on. */
export function ThemeSwitcher() {
  const trans = useTrans()
  const { themes } = useBootstrap()
  const { choice, theme, canChange, select } = useTheme()
  if (!canChange || !themes.all.length) return null

  const Icon = choice === 'system' ? Monitor : theme?.is_dark ? Moon : Sun
  return (
    <Menu
      aria-label={trans('Theme')}
      selectionMode="single"
      selectedKeys={[String(choice)]}
      onAction={(key) => {
        const next = parseThemeChoice(String(key))
        if (next !== null) select(next)
      }}
      trigger={
        <Tooltip label={trans('Theme')}>
          <IconButton aria-label={trans('Theme')}>
            <Icon />
          </IconButton>
        </Tooltip>
      }
    >
      <MenuSection>
        <MenuItem id="system" icon={<Monitor />}>
          {trans('System')}
        </MenuItem>
        <MenuItem id="light" icon={<Sun />}>
          {trans('Light')}
        </MenuItem>
        <MenuItem id="dark" icon={<Moon />}>
          {trans('Dark')}
        </MenuItem>
      </MenuSection>
      {themes.all.length > 2 && (
        <MenuSection title={trans('Themes')}>
          {themes.all.map((option) => (
            <MenuItem key={option.id} id={String(option.id)} textValue={option.name}>
              {option.name}
            </MenuItem>
          ))}
        </MenuSection>
      )}
    </Menu>
  )
}
