import type { ReactNode } from 'react'
import { ToggleButton } from 'react-aria-components'
import { cx } from '@web/ui/cx.js'

/**
 * An on/off transport control (shuffle, repeat): pressed state for screen
 * readers (aria-pressed), the accent colour and a dot beneath when on.
 */
export function PlayerToggle({
  label,
  isSelected,
  onChange,
  isDisabled,
  large,
  children,
}: {
  label: string
  isSelected: boolean
  onChange: () => void
  isDisabled?: boolean
  large?: boolean
  children: ReactNode
}) {
  return (
    <ToggleButton
      aria-label={label}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      className={cx(
        'relative flex shrink-0 cursor-default items-center justify-center rounded-full transition-colors disabled:opacity-40',
        large ? 'size-11 [&_svg]:size-5.5' : 'size-8 [&_svg]:size-4.5',
        isSelected ? 'text-primary hover:brightness-110' : 'text-muted hover:text-main'
      )}
    >
      {children}
      {isSelected && (
        <span aria-hidden className="absolute bottom-0 size-1 rounded-full bg-primary" />
      )}
    </ToggleButton>
  )
}
