import { useMemo, type ReactNode } from 'react'
import GripVertical from 'lucide-react/icons/grip-vertical'
import X from 'lucide-react/icons/x'
import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'

/**
 * Rows in an order the person sets: each with a drag handle (by pointer,
 * or from the keyboard: Enter on the handle, the arrows, Enter to drop), its
 * number and a remove button. Album tracks and credited artists use it.
 */
export function OrderedList<Item>({
  label,
  items,
  keyOf,
  nameOf,
  render,
  emptyText,
  onChange,
}: {
  label: string
  items: Item[]
  keyOf: (item: Item) => string
  nameOf: (item: Item) => string
  render: (item: Item) => ReactNode
  emptyText: string
  onChange: (items: Item[]) => void
}) {
  const trans = useTrans()
  // The same row objects while the items stay the same: a keyboard drag keeps hold of its row across renders.
  const rows = useMemo(() => items.map((item) => ({ key: keyOf(item), item })), [items, keyOf])
  const { dragAndDropHooks } = useDragAndDrop<(typeof rows)[number]>({
    getItems: (_keys, dragged) => dragged.map((row) => ({ 'text/plain': nameOf(row.item) })),
    onReorder(event) {
      const moving = rows.filter((row) => event.keys.has(row.key))
      const rest = rows.filter((row) => !event.keys.has(row.key))
      let at = rest.findIndex((row) => row.key === event.target.key)
      if (event.target.dropPosition === 'after') at += 1
      onChange([...rest.slice(0, at), ...moving, ...rest.slice(at)].map((row) => row.item))
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className="h-0.5 rounded-full bg-primary outline-none" />,
  })
  if (!items.length) return <p className="rounded-base border border-dashed border-divider px-4 py-6 text-center text-sm text-muted">{emptyText}</p>
  return (
    <GridList
      aria-label={label}
      items={rows}
      // Rows are cached by key: redraw them when the list changes (their numbers, their remove buttons' list).
      dependencies={[items]}
      dragAndDropHooks={dragAndDropHooks}
      className="flex flex-col gap-1 outline-none"
    >
      {(row) => (
        <GridListItem
          id={row.key}
          textValue={nameOf(row.item)}
          className="group flex min-h-12 cursor-default items-center gap-2 rounded-base border border-divider bg-background px-1.5 py-1 outline-none data-dragging:opacity-50 data-focus-visible:ring-2 data-focus-visible:ring-primary"
        >
          <Button
            slot="drag"
            aria-label={trans('Drag to reorder')}
            className="flex h-9 w-6 shrink-0 cursor-grab items-center justify-center rounded text-muted outline-none hover:text-main data-focus-visible:ring-2 data-focus-visible:ring-primary"
          >
            <GripVertical aria-hidden className="size-4" />
          </Button>
          <span className="w-6 shrink-0 text-center text-xs text-muted tabular-nums">{rows.indexOf(row) + 1}</span>
          <span className="min-w-0 flex-1">{render(row.item)}</span>
          <IconButton aria-label={trans('Remove :name', { name: nameOf(row.item) })} size="xs" onPress={() => onChange(items.filter((other) => other !== row.item))}>
            <X />
          </IconButton>
        </GridListItem>
      )}
    </GridList>
  )
}
