import { useTrans } from '@web/i18n/use_trans.js'

/** The line between the email form and the social sign-in buttons. */
export function OrDivider() {
  const trans = useTrans()
  return (
    <div className="my-6 flex items-center gap-4 text-xs font-medium text-muted uppercase">
      <span className="h-px flex-1 bg-divider" />
      {trans('or')}
      <span className="h-px flex-1 bg-divider" />
    </div>
  )
}
