import type { ReactNode } from 'react'
import Search from 'lucide-react/icons/search'
import { useTrans } from '@web/i18n/use_trans.js'
import { TextField } from '@web/ui/text_field.js'

/** The bar above the error log's table: its search, then its actions at the end. */
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
