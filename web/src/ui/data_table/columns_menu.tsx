import Columns3 from 'lucide-react/icons/columns-3'
import { Dialog, DialogTrigger } from 'react-aria-components'
import { useTrans } from '../../i18n/use_trans.js'
import { Button } from '../button.js'
import { Checkbox } from '../checkbox.js'
import { Popover } from '../popover.js'
import type { DataTableColumn } from './types.js'

/** Which columns show: a checkbox per column but the row header, which always shows. */
export function ColumnsMenu<Row>({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly DataTableColumn<Row>[]
  hidden: ReadonlySet<string>
  onChange: (hidden: Set<string>) => void
}) {
  const trans = useTrans()
  const choosable = columns.filter((column) => !column.isRowHeader)
  if (!choosable.length) return null
  const toggle = (id: string, shown: boolean) => {
    const next = new Set(hidden)
    if (shown) next.delete(id)
    else next.add(id)
    onChange(next)
  }
  return (
    <DialogTrigger>
      <Button variant="secondary" size="xs">
        <Columns3 aria-hidden className="size-4" />
        {trans('Columns')}
      </Button>
      <Popover placement="bottom end" className="w-56">
        <Dialog aria-label={trans('Columns')} className="flex flex-col gap-3 p-4 outline-none">
          <p className="text-xs font-semibold text-muted">{trans('Show columns')}</p>
          {choosable.map((column) => (
            <Checkbox key={column.id} isSelected={!hidden.has(column.id)} onChange={(shown) => toggle(column.id, shown)}>
              {column.label}
            </Checkbox>
          ))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
