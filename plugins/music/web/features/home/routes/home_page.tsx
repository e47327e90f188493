import Disc3 from 'lucide-react/icons/disc-3'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { timeOfDayGreeting } from '../time_of_day_greeting.js'

/** The homepage: a greeting, then the listener's recent music (empty until they play something). */
export function Component() {
  const trans = useTrans()
  const user = useCurrentUser()
  useDocumentTitle(null)
  const greeting = trans(timeOfDayGreeting(new Date()))
  const name = user?.first_name || user?.name

  return (
    <div className="relative flex-1">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-linear-to-b from-primary/20 to-transparent"
      />
      <div className="relative mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 pt-6 pb-16 md:px-8 md:pt-8">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-4xl">
            {name ? trans(':greeting, :name', { greeting, name }) : greeting}
          </h1>
        </header>
        <section aria-labelledby="jump-back-in">
          <h2
            id="jump-back-in"
            className="mb-4 text-xl font-bold tracking-tight text-main md:text-2xl"
          >
            {trans('Jump back in')}
          </h2>
          <EmptyState
            icon={<Disc3 aria-hidden />}
            message={trans('Songs, albums and artists you play will show up here.')}
            action={
              <ButtonLink href="/search" variant="primary" size="md">
                {trans('Find music to like')}
              </ButtonLink>
            }
          />
        </section>
      </div>
    </div>
  )
}
