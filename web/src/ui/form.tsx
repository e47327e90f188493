import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { Form as RACForm, type FormProps } from 'react-aria-components'
import { cx } from './cx.js'

type ValidationErrors = Record<string, string>

/**
 * A form whose server errors (validationErrors, field name -> message) show
 * under the named fields. When a submit brings new errors, the first failing
 * field in page order takes focus (spec section 5).
 */
export function Form({
  validationErrors,
  className,
  ...props
}: Omit<FormProps, 'className' | 'validationErrors'> & {
  validationErrors?: ValidationErrors
  className?: string
}) {
  const ref = useRef<HTMLFormElement>(null)
  const previous = useRef<ValidationErrors>({})

  useEffect(() => {
    const before = previous.current
    previous.current = validationErrors ?? {}
    // Errors being cleared field by field as the user types must not move focus.
    const arrived = new Set(Object.keys(validationErrors ?? {}).filter((name) => !(name in before)))
    if (!ref.current || !arrived.size) return
    const first = Array.from(ref.current.elements).find((element) =>
      arrived.has((element as HTMLInputElement).name)
    )
    if (first instanceof HTMLElement) first.focus()
  }, [validationErrors])

  return (
    <RACForm
      {...props}
      ref={ref}
      validationErrors={validationErrors}
      className={cx('flex flex-col gap-6', className)}
    />
  )
}

/**
 * Server errors for a Form: set from a failed submit, each dropped as soon as
 * its field changes, so the field is valid again (and the form submittable)
 * while the user fixes it.
 */
export function useServerErrors() {
  const [errors, setErrors] = useState<ValidationErrors>({})
  const clearChangedField = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    setErrors((current) => {
      if (!name || !(name in current)) return current
      const rest = { ...current }
      delete rest[name]
      return rest
    })
  }, [])
  return { setErrors, formProps: { validationErrors: errors, onChange: clearChangedField } }
}
