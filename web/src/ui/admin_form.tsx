import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import {
  brokenRule,
  type FieldDescription,
} from '../../../core/kernel/shared/field_description.js'
import { useTrans } from '../i18n/use_trans.js'
import { useService } from '../kernel/services_context.js'
import { handleMutationError, type FieldErrors } from '../services/mutation_errors.js'
import { TOAST_QUEUE } from '../services/tokens.js'
import { Button } from './button.js'
import { cx } from './cx.js'
import { Form } from './form.js'
import { UnsavedChangesGuard } from './unsaved_changes_guard.js'
import { useFieldChecks } from './use_field_checks.js'

type Values = Record<string, unknown>

export interface AdminFormOptions<V extends Values, Result> {
  /** The values the form starts from (and returns to on Discard). */
  initialValues: V
  /**
   * The name of the route the form sends to (e.g. 'accounts.admin.roles.update': the module's id, then the route's name): its
   * VineJS validator's rules (required, min, max, pattern, email/url) are
   * checked as the person types, without repeating them here.
   */
  rulesOf?: string
  /** Rules of fields the route's validator does not state (the settings schema's, or a form's own). */
  fields?: { [Name in keyof V]?: Pick<FieldDescription, 'type' | 'validation'> }
  /** A field's own message (translated) when it breaks one of its rules, instead of the generic one. */
  messages?: { [Name in keyof V]?: string }
  /** More checks of the whole form: translated messages by field name. */
  validate?: (values: V) => FieldErrors
  /**
   * Sends the values (with those the form started from, to send only what
   * changed), e.g. through a mutation's `mutateAsync`. A 422 answer's
   * messages land under their fields; other failures become a toast.
   */
  submit: (values: V, initial: V) => Promise<Result>
  /** After a save: the saved values become the form's new starting point unless this returns others. */
  onSaved?: (result: Result, values: V) => V | void
  /** Told when a 422 puts messages under fields, before they show (a tabbed form opens the first one's tab). */
  onFieldErrors?: (errors: FieldErrors) => void
}

const pick = <T,>(record: Record<string, T>, names: string[]) =>
  Object.fromEntries(names.filter((name) => name in record).map((name) => [name, record[name]]))

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The state of an admin create/edit form (spec section 4: submitting,
 * submitted, valid, dirty, touched): values, the form's own checks shown
 * once a field was left (or a save attempted), the server's field errors
 * from a 422 (each gone once its field changes), and the save. Draw it with
 * <AdminForm>; bind each field with `field(name)` or `describedField(name)`.
 */
export function useAdminForm<V extends Values, Result = unknown>(options: AdminFormOptions<V, Result>) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const [values, setValuesState] = useState<V>(options.initialValues)
  const [baseline, setBaseline] = useState<V>(options.initialValues)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [isSubmitting, setSubmitting] = useState(false)
  const [isSubmitted, setSubmitted] = useState(false)
  const [attempted, setAttempted] = useState(false)
  // Read when the person leaves the page, which may be in the same tick as a save.
  const dirtyNow = useRef(false)

  const routeChecks = useFieldChecks(options.rulesOf)
  // Only the form's own fields: a validator may state more than this form edits.
  const checks = { ...pick(routeChecks, Object.keys(options.initialValues)), ...options.fields } as Record<string, FieldDescription | undefined>
  const clientErrors: FieldErrors = {}
  for (const [name, field] of Object.entries(checks)) {
    if (!field) continue
    const broken = brokenRule(field, values[name])
    if (broken) clientErrors[name] = options.messages?.[name] ?? trans(broken.message, broken.values)
  }
  Object.assign(clientErrors, options.validate?.(values))
  const isValid = Object.keys(clientErrors).length === 0
  const isDirty = !sameValues(values, baseline)
  useEffect(() => {
    dirtyNow.current = isDirty
  }, [isDirty])

  const setValues = useCallback((changes: Partial<V>) => {
    setValuesState((current) => ({ ...current, ...changes }))
    setSubmitted(false)
    setServerErrors((current) => {
      const names = Object.keys(changes).filter((name) => name in current)
      if (!names.length) return current
      const rest = { ...current }
      for (const name of names) delete rest[name]
      return rest
    })
  }, [])
  const setValue = <Name extends keyof V & string>(name: Name, value: V[Name]) =>
    setValues({ [name]: value } as unknown as Partial<V>)
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))

  /** The form's own message for a field, once the person has left it or tried to save. */
  const errorOf = (name: string): string | undefined =>
    attempted || touched.has(name) ? clientErrors[name] : undefined

  /** Starts again from these values (after a save, or when the edited thing was reloaded). */
  const reset = (next: V = baseline) => {
    dirtyNow.current = false
    setValuesState(next)
    setBaseline(next)
    setTouched(new Set())
    setServerErrors({})
    setAttempted(false)
  }

  const save = async () => {
    if (isSubmitting) return
    if (!isValid) {
      setAttempted(true)
      return
    }
    setSubmitting(true)
    try {
      const result = await options.submit(values, baseline)
      dirtyNow.current = false
      reset(options.onSaved?.(result, values) ?? values)
      setSubmitted(true)
    } catch (error) {
      handleMutationError(error, {
        toasts,
        trans,
        setFieldErrors: (errors) => {
          options.onFieldErrors?.(errors)
          setServerErrors(errors)
        },
      })
    } finally {
      setSubmitting(false)
    }
  }

  return {
    values,
    /** The values as last loaded or saved: what Discard returns to. */
    initial: baseline,
    setValue,
    setValues,
    /** For fields: marks one as touched when it loses focus. */
    touch,
    errorOf,
    serverErrors,
    setServerErrors,
    isValid,
    isDirty,
    isSubmitting,
    isSubmitted,
    touched,
    reset,
    save,
    /** Whether leaving now would lose changes (read by the unsaved-changes guard). */
    isDirtyNow: () => dirtyNow.current,
    /** Props of a text-like react-aria field (TextField, TextArea) bound to a string value. */
    field: (name: keyof V & string) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (value: string) => setValue(name, value as V[typeof name]),
      onBlur: () => touch(name),
      isInvalid: errorOf(name) ? true : undefined,
      errorMessage: errorOf(name),
      isRequired: checks[name]?.validation?.required,
    }),
  }
}

export type AdminFormState = ReturnType<typeof useAdminForm<any, any>>

/**
 * An admin create/edit form (DESIGN.md, Admin and Forms): its fields, then a
 * sticky save bar that appears once something changed, with Discard and a
 * Save that stays disabled while the form is invalid or saving (spec
 * section 5). The server's field errors show under their fields and the
 * first one takes focus; leaving with unsaved changes asks first.
 */
export function AdminForm({
  form,
  saveLabel,
  keepsPage,
  className,
  children,
}: {
  /** What the form's frame uses of the state: any form's, whatever its values' type. */
  form: Pick<AdminFormState, 'serverErrors' | 'save' | 'reset' | 'isDirty' | 'isDirtyNow' | 'isSubmitting' | 'isValid'>
  /** The save button's text, translated ('Save changes' by default; 'Create page' for a new one). */
  saveLabel?: string
  /** Paths that still show this form (its tabs): going there keeps the edits. Default: this path only. */
  keepsPage?: (pathname: string) => boolean
  className?: string
  children: ReactNode
}) {
  const trans = useTrans()
  const { pathname } = useLocation()
  const showBar = form.isDirty || form.isSubmitting
  return (
    <Form
      validationErrors={form.serverErrors}
      validationBehavior="aria"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        void form.save()
      }}
      // A field taking focus (the first one in error) scrolls clear of the sticky header and save bar.
      className={cx('gap-0 [&_:is(input,textarea,button,[contenteditable])]:scroll-mt-24 [&_:is(input,textarea,button,[contenteditable])]:scroll-mb-40', className)}
    >
      {children}
      {showBar && (
        <div
          role="region"
          aria-label={trans('Unsaved changes')}
          className="sticky bottom-4 z-10 mt-6 flex flex-wrap items-center gap-3 rounded-base border border-divider bg-paper/95 px-4 py-3 shadow-xl backdrop-blur-md"
        >
          <span className="size-2 rounded-full bg-primary" aria-hidden />
          <p className="flex-1 text-sm font-medium">{trans('You have unsaved changes')}</p>
          <Button variant="ghost" size="sm" isDisabled={form.isSubmitting} onPress={() => form.reset()}>
            {trans('Discard')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            size="sm"
            isDisabled={!form.isValid}
            isPending={form.isSubmitting}
          >
            {saveLabel ?? trans('Save changes')}
          </Button>
        </div>
      )}
      <UnsavedChangesGuard
        isBlocking={form.isDirtyNow}
        keepsPage={keepsPage ?? ((path) => path === pathname)}
      />
    </Form>
  )
}
