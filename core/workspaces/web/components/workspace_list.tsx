import Layers from 'lucide-react/icons/layers'
import { Button as RACButton } from 'react-aria-components'
import { cx } from '@web/ui/cx.js'
import { useTrans } from '@web/i18n/use_trans.js'
import type { WorkspaceSummary } from '../../shared/workspace_types.js'
import { roleLabel } from './role_label.js'

/** The person's workspaces (their own space first) to pick one to manage; the active one is marked. */
export function WorkspaceList({
  workspaces,
  activeId,
  selectedId,
  onSelect,
}: {
  workspaces: WorkspaceSummary[]
  activeId: number
  selectedId: number
  onSelect: (id: number) => void
}) {
  const trans = useTrans()
  return (
    <ul aria-label={trans('Your workspaces')} className="flex flex-col gap-2">
      {workspaces.map((workspace) => {
        const selected = workspace.id === selectedId
        return (
          <li key={workspace.id}>
            <RACButton
              onPress={() => onSelect(workspace.id)}
              aria-current={selected ? 'true' : undefined}
              className={cx(
                'flex w-full items-center gap-3 rounded-base border p-3 text-left outline-none transition focus-visible:ring-2 focus-visible:ring-primary',
                selected ? 'border-primary bg-primary/10' : 'border-divider bg-paper hover:bg-main/5'
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-base bg-chip text-main">
                <Layers aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-main">{workspace.id === 0 ? trans('Default') : workspace.name}</span>
                <span className="block text-xs text-muted">
                  {workspace.id === 0
                    ? trans('Your own space')
                    : `${roleLabel(workspace.role, trans)} · ${(workspace.members_count === 1 ? trans(':count member', { count: 1 }) : trans(':count members', { count: workspace.members_count }))}`}
                </span>
              </span>
              {workspace.id === activeId && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-on-primary">{trans('Active')}</span>
              )}
            </RACButton>
          </li>
        )
      })}
    </ul>
  )
}
