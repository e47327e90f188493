import Trash2 from 'lucide-react/icons/trash-2'
import type { useTrans } from '../../i18n/use_trans.js'
import type { BulkAction } from './types.js'

type Trans = ReturnType<typeof useTrans>

/**
 * A list's bulk delete, as every admin list draws it: a danger action
 * confirmed in a dialog that names what goes (DESIGN.md), then undoable for
 * 5 s. The list gives its texts (translated, by count) and its request.
 */
export function deleteAction(
  trans: Trans,
  action: Pick<BulkAction, 'done' | 'run'> & {
    /** The dialog's question: 'Delete 3 tracks?' */
    title: (count: number) => string
    /** What goes with them (and what stays). */
    message: (count: number) => string
    /** Another action id and label when a list has two kinds of delete ('Delete forever'). */
    id?: string
    label?: string
  }
): BulkAction {
  const label = action.label ?? trans('Delete')
  return {
    id: action.id ?? 'delete',
    label,
    icon: <Trash2 aria-hidden className="size-4" />,
    tone: 'danger',
    confirm: { title: action.title, message: action.message, confirmLabel: label },
    done: action.done,
    run: action.run,
  }
}
