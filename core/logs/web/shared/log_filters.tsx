import type { ReactNode } from 'react'
import Search from 'lucide-react/icons/search'
import { useTrans } from '@web/i18n/use_trans.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextField } from '@web/ui/text_field.js'

/** The bar above a log's table: its search and filters, then its actions at the end. */
export function LogFilterBar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {children}
      {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
    </div>
  )
}

export function LogSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const trans = useTrans()
  return (
    <TextField
      aria-label={trans('Search')}
      placeholder={trans('Search')}
      type="search"
      size="sm"
      value={value}
      onChange={onChange}
      startIcon={<Search aria-hidden className="size-4" />}
      className="w-full sm:w-72"
    />
  )
}

/** A filter over one column: "All" or one of the choices. */
export function LogFilterSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: string
  choices: Array<{ id: string; label: string }>
  onChange: (value: string) => void
}) {
  const trans = useTrans()
  const items = [{ id: '', label: trans('All') }, ...choices]
  return (
    <Select
      aria-label={label}
      size="sm"
      className="w-full sm:w-56"
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key ?? ''))}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={`${label}: ${item.label}`}>
          {item.id ? item.label : `${label}: ${item.label}`}
        </SelectItem>
      )}
    </Select>
  )
}
