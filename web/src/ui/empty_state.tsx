import type { ReactNode } from 'react'

/** DESIGN.md empty state: an icon, one line saying what belongs here, one action. */
export function EmptyState({
  icon,
  message,
  action,
}: {
  icon: ReactNode
  message: string
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-base border border-dashed border-divider px-6 py-12 text-center">
      <div className="mb-4 flex size-16 items-center justify-center rounded-full bg-chip text-muted [&_svg]:size-8">
        {icon}
      </div>
      <p className="max-w-sm text-base text-muted">{message}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
