import ListFilter from 'lucide-react/icons/list-filter'
import { useTrans } from '@web/i18n/use_trans.js'
import type { DataTableFilter } from '@web/ui/data_table/types.js'
import { Button } from '@web/ui/button.js'
import { TextLink } from '@web/ui/text_link.js'

type Trans = ReturnType<typeof useTrans>
type Owner = { id: number; name: string } | null
type Usage = { type: string; id: number | string; label: string; url: string | null }

/** The owner's name, opening their account; with `onFilter`, a button that keeps only their files. */
export function OwnerCell({ owner, onFilter }: { owner: Owner; onFilter?: (ownerId: number) => void }) {
  const trans = useTrans()
  if (!owner) return <span className="text-muted">—</span>
  return (
    <span className="flex items-center gap-1">
      <TextLink href={`/admin/users/${owner.id}`} className="block max-w-40 truncate">
        {owner.name}
      </TextLink>
      {onFilter && (
        <Button
          variant="ghost"
          size="xs"
          aria-label={trans("Only :name's files", { name: owner.name })}
          onPress={() => onFilter(owner.id)}
          className="size-6! min-h-0! p-0! text-muted"
        >
          <ListFilter aria-hidden className="size-3.5" />
        </Button>
      )}
    </span>
  )
}

/** Where a file is used (each place a link when it has a page), or an "Unused" tag. */
export function UsagesCell({ usages }: { usages: readonly Usage[] }) {
  const trans = useTrans()
  if (usages.length === 0) {
    return <span className="rounded-sm bg-chip px-1.5 py-0.5 text-[11px] font-semibold text-muted">{trans('Unused')}</span>
  }
  return (
    <span className="flex flex-col gap-0.5">
      {usages.map((usage) =>
        usage.url ? (
          <TextLink key={`${usage.type}-${usage.id}`} href={usage.url} className="block max-w-48 truncate font-medium!">
            {usage.label}
          </TextLink>
        ) : (
          <span key={`${usage.type}-${usage.id}`}>{usage.label}</span>
        )
      )}
    </span>
  )
}

/** The type filter both lists offer (their servers read `type` the same way: by the MIME type's family). */
export function fileTypeFilter(trans: Trans): DataTableFilter {
  return {
    kind: 'select',
    param: 'type',
    label: trans('Type'),
    options: [
      { value: 'audio', label: trans('Audio') },
      { value: 'image', label: trans('Images') },
      { value: 'video', label: trans('Video') },
      { value: 'other', label: trans('Other') },
    ],
  }
}
