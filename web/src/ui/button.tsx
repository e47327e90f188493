import type { ReactNode } from 'react'
import {
  Button as RACButton,
  Link as RACLink,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import { Spinner } from './spinner.js'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg'

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:brightness-110 data-pressed:brightness-95',
  secondary: 'bg-chip text-main hover:bg-main/15 data-pressed:bg-main/20',
  ghost: 'bg-transparent text-main hover:bg-main/10 data-pressed:bg-main/15',
  danger: 'bg-danger/15 text-danger hover:bg-danger/25 data-pressed:bg-danger/30',
}

const sizeClasses: Record<ButtonSize, string> = {
  xs: 'h-7.5 gap-1.5 px-3 text-xs',
  sm: 'h-9 gap-2 px-4 text-sm',
  md: 'h-10.5 gap-2 px-5 text-sm',
  lg: 'h-12.5 gap-2.5 px-7 text-base',
}

const iconSizeClasses: Record<ButtonSize, string> = {
  xs: 'size-7.5 [&_svg]:size-4',
  sm: 'size-9 [&_svg]:size-5',
  md: 'size-10.5 [&_svg]:size-5',
  lg: 'size-12.5 [&_svg]:size-6',
}

const baseClasses =
  'inline-flex shrink-0 cursor-default items-center justify-center font-semibold whitespace-nowrap transition select-none disabled:cursor-not-allowed disabled:opacity-50 data-disabled:cursor-not-allowed data-disabled:opacity-50 [&_svg]:shrink-0'

function buttonClasses({
  variant = 'secondary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}) {
  return cx(baseClasses, 'rounded-base', variantClasses[variant], sizeClasses[size], className)
}

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}

/** A button; isPending keeps its width and shows a spinner while an action runs. */
export function Button({ variant, size, className, children, isPending, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      isPending={isPending}
      className={buttonClasses({ variant, size, className: cx('relative', className) })}
    >
      <span className={cx('inline-flex items-center gap-[inherit]', isPending && 'invisible')}>
        {children}
      </span>
      {isPending && <Spinner className="absolute size-4" />}
    </RACButton>
  )
}

export interface IconButtonProps extends Omit<
  RACButtonProps,
  'className' | 'children' | 'aria-label'
> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string
  'variant'?: ButtonVariant
  'size'?: ButtonSize
  'className'?: string
  'children': ReactNode
}

export function IconButton({
  variant = 'ghost',
  size = 'sm',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={cx(
        baseClasses,
        'rounded-full',
        variantClasses[variant],
        iconSizeClasses[size],
        className
      )}
    >
      {children}
    </RACButton>
  )
}

export interface ButtonLinkProps extends Omit<RACLinkProps, 'className' | 'children'> {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}

/** A link that looks like a button (navigates through the app router for internal hrefs). */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <RACLink {...props} className={buttonClasses({ variant, size, className })}>
      {children}
    </RACLink>
  )
}
