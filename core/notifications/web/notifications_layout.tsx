import type { ReactNode } from 'react'

/** The frame of /notifications and /notifications/settings: a centred column under a title, a line and the page's actions. */
export function NotificationsLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-20 md:px-8 md:pt-10">
      <header className="mb-6 flex flex-col gap-4 md:mb-8 md:flex-row md:items-end">
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-4xl">{title}</h1>
          <p className="mt-2 text-base text-muted">{description}</p>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  )
}
