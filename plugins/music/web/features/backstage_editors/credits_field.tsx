import { useTrans } from '@web/i18n/use_trans.js'
import type { CreditInput } from '../../../shared/editor_types.js'
import { OptionSearch } from './option_search.js'
import { OrderedList } from './ordered_list.js'
import type { EditorScope } from './editors_api.js'

/** A credited artist as the form holds it: an existing one (id) or one to create (name only). */
export interface Credit {
  id: number | null
  name: string
}

const creditKey = (credit: Credit) => (credit.id ? `id-${credit.id}` : `new-${credit.name}`)

/** What the API takes for credits: ids of existing artists, names of new ones. */
export const creditInputs = (credits: Credit[]): CreditInput[] => credits.map((credit) => (credit.id ? { id: credit.id } : { name: credit.name }))

/**
 * The artists credited, in credit order (drag to reorder): search to add an
 * existing one or create a new one by name (saved with the track or album).
 */
export function CreditsField({ scope, credits, errorMessage, onChange }: { scope: EditorScope; credits: Credit[]; errorMessage?: string; onChange: (credits: Credit[]) => void }) {
  const trans = useTrans()
  const chosen = new Set(credits.flatMap((credit) => (credit.id ? [credit.id] : [])))
  return (
    <div role="group" aria-labelledby="credits-label" className="flex flex-col gap-2">
      <span id="credits-label" className="text-sm font-medium">
        {trans('Artists')} <span className="text-danger">*</span>
      </span>
      <OrderedList
        label={trans('Credited artists')}
        items={credits}
        keyOf={creditKey}
        nameOf={(credit) => credit.name}
        render={(credit) => (
          <span className="flex items-center gap-2 text-sm">
            <span className="truncate font-medium">{credit.name}</span>
            {!credit.id && <span className="rounded-sm bg-primary/12 px-1.5 py-0.5 text-[11px] font-semibold text-primary">{trans('New')}</span>}
          </span>
        )}
        emptyText={trans('No artist credited yet.')}
        onChange={onChange}
      />
      <OptionSearch
        scope={scope}
        kind="artists"
        label={trans('Add an artist')}
        placeholder={trans('Search artists, or type a new name')}
        exclude={chosen}
        onPick={(option) => onChange([...credits, { id: option.id, name: option.name }])}
        onCreate={(name) => !credits.some((credit) => !credit.id && credit.name === name) && onChange([...credits, { id: null, name }])}
      />
      {errorMessage && (
        <p role="alert" className="text-xs font-medium text-danger">
          {errorMessage}
        </p>
      )}
    </div>
  )
}
