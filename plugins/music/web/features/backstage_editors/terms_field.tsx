import { useState, type KeyboardEvent } from 'react'
import X from 'lucide-react/icons/x'
import { useTrans } from '@web/i18n/use_trans.js'
import { TextField } from '@web/ui/text_field.js'

/**
 * Genres or tags as chips: type a name and press Enter (or a comma) to add
 * it, Backspace in the empty box or a chip's × removes one. The server adds
 * names it does not know yet.
 */
export function TermsField({
  label,
  name,
  values,
  max,
  errorMessage,
  onChange,
}: {
  label: string
  name: string
  values: string[]
  max: number
  errorMessage?: string
  onChange: (values: string[]) => void
}) {
  const trans = useTrans()
  const [typed, setTyped] = useState('')
  const add = () => {
    const term = typed.trim().replace(/,+$/, '').trim()
    if (term && values.length < max && !values.some((value) => value.toLowerCase() === term.toLowerCase())) onChange([...values, term])
    setTyped('')
  }
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add()
    } else if (event.key === 'Backspace' && !typed && values.length) onChange(values.slice(0, -1))
  }
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        name={name}
        value={typed}
        onChange={setTyped}
        onKeyDown={keys}
        onBlur={add}
        isDisabled={values.length >= max}
        description={values.length >= max ? trans('Up to :count.', { count: max }) : trans('Press Enter to add.')}
        errorMessage={errorMessage}
        isInvalid={errorMessage ? true : undefined}
      />
      {values.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {values.map((value) => (
            <li key={value} className="flex items-center gap-1 rounded-full bg-chip py-0.5 pr-1 pl-2.5 text-xs font-medium">
              {value}
              <button
                type="button"
                aria-label={trans('Remove :name', { name: value })}
                onClick={() => onChange(values.filter((other) => other !== value))}
                className="flex size-5 items-center justify-center rounded-full text-muted outline-none hover:bg-main/10 hover:text-main focus-visible:ring-2 focus-visible:ring-primary"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
