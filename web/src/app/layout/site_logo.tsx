import { Link } from 'react-router'
import { useBootstrap } from '../../bootstrap/use_bootstrap.js'
import { useTheme } from '../../theme/use_theme.js'
import { cx } from '../../ui/cx.js'

/**
 * The site's logo linking home: the light logo on dark themes and the dark
 * logo on light ones (the other one when only one exists), else the site name.
 */
export function SiteLogo({
  compact = false,
  className,
}: {
  compact?: boolean
  className?: string
}) {
  const { branding } = useBootstrap()
  const isDark = useTheme().theme?.is_dark ?? true
  const light = (compact && branding.logo_light_mobile) || branding.logo_light
  const dark = (compact && branding.logo_dark_mobile) || branding.logo_dark
  const src = isDark ? (light ?? dark) : (dark ?? light)

  return (
    <Link
      to="/"
      aria-label={branding.site_name}
      className={cx('inline-flex items-center rounded-base', className)}
    >
      {src ? (
        <img
          src={src}
          alt=""
          className={cx('block w-auto object-contain', compact ? 'h-7 max-w-28' : 'h-9 max-w-44')}
        />
      ) : (
        <span
          className={cx(
            'font-extrabold tracking-tight text-main',
            compact ? 'text-lg' : 'text-2xl'
          )}
        >
          {branding.site_name}
        </span>
      )}
    </Link>
  )
}
