import type { ReactNode } from 'react'
import Check from 'lucide-react/icons/check'
import Minus from 'lucide-react/icons/minus'
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components'
import { cx } from './cx.js'
import { FieldDescription, FieldError, type FieldProps } from './field.js'

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className'>, Omit<FieldProps, 'label'> {
  children: ReactNode
  className?: string
}

export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} className={cx('flex flex-col', className)}>
      <CheckboxButton className="group flex cursor-default items-center gap-3 text-sm text-main data-disabled:text-disabled">
        {({ isSelected, isIndeterminate }) => (
          <>
            <span
              className={cx(
                'flex size-4.5 shrink-0 items-center justify-center rounded-[calc(var(--be-radius)/2)] border-2 transition-colors',
                'group-data-focus-visible:outline-2 group-data-focus-visible:outline-solid group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary',
                isSelected || isIndeterminate
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-muted group-hover:border-main',
                'group-data-invalid:border-danger'
              )}
            >
              {isIndeterminate ? (
                <Minus aria-hidden className="size-3.5" strokeWidth={3} />
              ) : (
                isSelected && <Check aria-hidden className="size-3.5" strokeWidth={3} />
              )}
            </span>
            <span>
              {children}
              {props.isRequired && (
                <span aria-hidden className="ml-0.5 text-danger">
                  *
                </span>
              )}
            </span>
          </>
        )}
      </CheckboxButton>
      <div className="pl-7.5">
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldError>{errorMessage}</FieldError>
      </div>
    </CheckboxField>
  )
}
