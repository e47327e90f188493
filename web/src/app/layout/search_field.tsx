import { useEffect, useState } from 'react'
import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { Button, Input, SearchField as RACSearchField } from 'react-aria-components'
import { useMatch, useNavigate } from 'react-router'
import { useTrans } from '../../i18n/use_trans.js'
import { cx } from '../../ui/cx.js'

/** How long typing must pause before the results follow it. */
const TYPE_AHEAD_DELAY = 300

/**
 * The top bar's search: the search page follows what is typed (type-ahead:
 * once typing pauses, /search/<query> opens, keeping the result tab, and
 * replaces itself while typing goes on, so Back leaves the search); Enter
 * opens it at once. The field shows the query of the search page it is on.
 */
export function SearchField({ className }: { className?: string }) {
  const trans = useTrans()
  const navigate = useNavigate()
  const match = useMatch('/search/:query/*')
  const routeQuery = match?.params.query ?? ''
  const tab = match?.params['*'] ? `/${match.params['*']}` : ''
  const onSearchPage = !!match
  const [value, setValue] = useState(routeQuery)
  const [shownFor, setShownFor] = useState(routeQuery)
  const [typed, setTyped] = useState(false)
  // Follow the URL when it changes under the field (back/forward between searches).
  if (shownFor !== routeQuery) {
    setShownFor(routeQuery)
    setValue(routeQuery)
  }

  useEffect(() => {
    const query = value.trim()
    if (!typed || !query || query === routeQuery) return
    const timer = setTimeout(() => {
      navigate(`/search/${encodeURIComponent(query)}${tab}`, { replace: onSearchPage })
    }, TYPE_AHEAD_DELAY)
    return () => clearTimeout(timer)
  }, [navigate, onSearchPage, routeQuery, tab, typed, value])

  return (
    <form
      role="search"
      className={cx('w-full', className)}
      onSubmit={(event) => event.preventDefault()}
    >
      <RACSearchField
        aria-label={trans('Search')}
        value={value}
        onChange={(text) => {
          setTyped(true)
          setValue(text)
        }}
        onSubmit={(query) =>
          query.trim() && navigate(`/search/${encodeURIComponent(query.trim())}`)
        }
        className="group relative flex items-center"
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3.5 size-5 text-muted group-focus-within:text-main"
        />
        <Input
          placeholder={trans('What do you want to play?')}
          className="h-12 w-full rounded-full border border-transparent bg-chip pr-11 pl-11 text-sm text-main placeholder:text-muted transition-colors outline-none hover:border-divider hover:bg-main/15 focus:border-main [&::-webkit-search-cancel-button]:hidden"
        />
        <Button
          aria-label={trans('Clear search')}
          className="absolute right-2 flex size-8 items-center justify-center rounded-full text-muted hover:text-main group-data-empty:hidden"
        >
          <X aria-hidden className="size-4.5" />
        </Button>
      </RACSearchField>
    </form>
  )
}
