import type { ReactNode } from 'react'
import CircleAlert from 'lucide-react/icons/circle-alert'
import RotateCw from 'lucide-react/icons/rotate-cw'
import SearchX from 'lucide-react/icons/search-x'
import { useTrans } from '../../i18n/use_trans.js'
import { Button } from '../button.js'
import { Skeleton } from '../skeleton.js'

/** Rows in the shape of what is coming, as tall as a page of real ones. */
export function LoadingRows({ columns }: { columns: number }) {
  return (
    <div aria-busy className="divide-y divide-divider" role="presentation">
      {Array.from({ length: 8 }, (_row, row) => (
        <div key={row} className="flex items-center gap-6 px-4 py-3">
          {Array.from({ length: columns }, (_column, column) => (
            <Skeleton key={column} className={column === 0 ? 'h-4 flex-[2]' : 'h-4 flex-1'} />
          ))}
        </div>
      ))}
    </div>
  )
}

/** The list could not be read: what went wrong, and a way to try again. */
export function ErrorRows({ message, onRetry }: { message: string; onRetry: () => void }) {
  const trans = useTrans()
  return (
    <StateMessage icon={<CircleAlert className="text-danger" />} title={trans('This list could not be loaded')}>
      <p className="mt-1 max-w-md text-sm text-muted">{message}</p>
      <Button size="sm" variant="secondary" className="mt-4" onPress={onRetry}>
        <RotateCw aria-hidden className="size-4" />
        {trans('Try again')}
      </Button>
    </StateMessage>
  )
}

/** Nothing to show: the spec's line when a search or filter is on, the screen's own otherwise. */
export function EmptyRows({ filtered, message, icon }: { filtered: boolean; message?: string; icon?: ReactNode }) {
  const trans = useTrans()
  return (
    <StateMessage
      icon={filtered || !icon ? <SearchX /> : icon}
      title={filtered || !message ? trans('There are no items matching your query') : message}
    />
  )
}

function StateMessage({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-chip text-muted [&_svg]:size-6">
        {icon}
      </div>
      <p className="text-sm font-medium text-main">{title}</p>
      {children}
    </div>
  )
}
