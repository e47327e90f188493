import type { ReactNode } from 'react'

/** The centred message every full-page state shares: an illustration, a title, a line, an action. */
export function ErrorState({
  icon,
  title,
  message,
  action,
}: {
  icon: ReactNode
  title: string
  message?: string
  action?: ReactNode
}) {
  return (
    <div className="flex min-h-full flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <div className="mb-6 flex size-24 items-center justify-center rounded-full bg-chip text-muted [&_svg]:size-11">
        {icon}
      </div>
      <h1 className="max-w-lg text-2xl font-bold tracking-tight text-balance text-main">{title}</h1>
      {message && <p className="mt-2 max-w-md text-base text-muted">{message}</p>}
      {action && <div className="mt-8">{action}</div>}
    </div>
  )
}
