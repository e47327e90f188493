import type { ReactNode } from 'react'
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components'
import { cx } from './cx.js'
import { FieldDescription, type FieldProps } from './field.js'

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children' | 'className'>, Pick<FieldProps, 'description'> {
  children: ReactNode
  className?: string
}

export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={cx('flex flex-col', className)}>
      <SwitchButton className="group flex cursor-default items-center gap-3 text-sm text-main data-disabled:text-disabled">
        <span
          className={cx(
            'flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 transition-colors',
            'bg-chip group-data-selected:bg-primary group-data-disabled:opacity-50',
            'group-data-focus-visible:outline-2 group-data-focus-visible:outline-solid group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary'
          )}
        >
          <span className="size-4 rounded-full bg-muted shadow transition-transform group-data-selected:translate-x-4 group-data-selected:bg-on-primary" />
        </span>
        {children}
      </SwitchButton>
      {description && (
        <div className="pl-12">
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </SwitchField>
  )
}
