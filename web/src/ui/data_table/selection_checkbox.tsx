import Check from 'lucide-react/icons/check'
import Minus from 'lucide-react/icons/minus'
import { Checkbox } from 'react-aria-components'
import { cx } from '../cx.js'

/**
 * A row's selection box, or the header's "select all on this page": react-aria's
 * table fills in its state and label through the `selection` slot. Drawn like
 * web/src/ui/checkbox.tsx.
 */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className="group flex cursor-default items-center">
      {({ isSelected, isIndeterminate }) => (
        <span
          className={cx(
            'flex size-4.5 shrink-0 items-center justify-center rounded-[calc(var(--be-radius)/2)] border-2 transition-colors',
            'group-data-focus-visible:outline-2 group-data-focus-visible:outline-solid group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary',
            isSelected || isIndeterminate
              ? 'border-primary bg-primary text-on-primary'
              : 'border-muted group-hover:border-main'
          )}
        >
          {isIndeterminate ? (
            <Minus aria-hidden className="size-3.5" strokeWidth={3} />
          ) : (
            isSelected && <Check aria-hidden className="size-3.5" strokeWidth={3} />
          )}
        </span>
      )}
    </Checkbox>
  )
}
