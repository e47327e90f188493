import type { FieldDescription } from '../../../core/kernel/shared/field_description.js'
import { useTrans } from '../i18n/use_trans.js'
import type { Draft } from './field_drafts.js'
import { Select, SelectItem } from './select.js'
import { Switch } from './switch.js'
import { TextArea } from './text_area.js'
import { TextField } from './text_field.js'

const INPUT_TYPES = { url: 'url', email: 'email', image: 'url', number: 'text' } as const

export interface DescribedFieldProps {
  /** The field's name: the server's validation errors for it land under it. */
  name: string
  field: FieldDescription
  value: Draft
  onChange: (draft: Draft) => void
  onBlur?: () => void
  /** A message of the form's own checks (server errors reach the field through <Form>). */
  errorMessage?: string
  /** For a secret: whether a value is stored (it never comes back). */
  isSet?: boolean
}

/**
 * A field drawn from its description (the settings schema, an admin form's
 * fields): a switch, a select, a text area or a text input of the right
 * kind, labelled and with its help. Secrets are write-only: the field starts
 * empty and says whether a value is stored.
 */
export function DescribedField({ name, field, value, onChange, onBlur, errorMessage, isSet }: DescribedFieldProps) {
  const trans = useTrans()
  const common = {
    name,
    label: trans(field.label),
    description: field.description ? trans(field.description) : undefined,
    isRequired: field.validation?.required,
    onBlur,
    isInvalid: errorMessage ? true : undefined,
    errorMessage,
  }

  switch (field.type) {
    case 'boolean':
      return (
        <Switch name={name} isSelected={value === true} onChange={onChange} description={common.description}>
          {common.label}
        </Switch>
      )
    case 'select':
      return (
        <Select
          {...common}
          // Collections find their items by id.
          items={(field.options ?? []).map((option) => ({ id: option.value, label: option.label }))}
          selectedKey={typeof value === 'string' && value !== '' ? value : null}
          onSelectionChange={(key) => key !== null && onChange(String(key))}
        >
          {(option) => (
            <SelectItem id={option.id} textValue={trans(option.label)}>
              {trans(option.label)}
            </SelectItem>
          )}
        </Select>
      )
    case 'text':
    case 'json':
      return (
        <TextArea
          {...common}
          rows={field.type === 'json' ? 6 : 4}
          className={field.type === 'json' ? '[&_textarea]:font-mono [&_textarea]:text-xs' : undefined}
          value={String(value)}
          onChange={onChange}
        />
      )
    default:
      return (
        <TextField
          {...common}
          type={field.secret ? 'password' : (INPUT_TYPES[field.type as keyof typeof INPUT_TYPES] ?? 'text')}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={field.secret ? 'new-password' : 'off'}
          placeholder={
            field.secret ? (isSet ? trans('Saved. Type a new value to replace it') : trans('Not set')) : undefined
          }
          value={String(value)}
          onChange={onChange}
        />
      )
  }
}
