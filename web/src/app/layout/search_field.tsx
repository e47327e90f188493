import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import Search from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { Button } from 'react-aria-components'
import { useMatch, useNavigate } from 'react-router'
import { useTrans } from '../../i18n/use_trans.js'
import { cx } from '../../ui/cx.js'

/** How long typing must pause before the results follow it. */
const TYPE_AHEAD_DELAY = 300

/**
 * The top bar's search: the search page follows what is typed (type-ahead:
 * once typing pauses, /search/<query> opens, keeping the result tab, and
 * replaces itself while typing goes on, so Back leaves the search); Enter
 * opens it at once, Escape and the clear button clear it, and the results
 * with it (back to /search, at once). The field shows the query of the
 * search page it is on. A plain search input (what react-aria's SearchField
 * renders, without its form-validation machinery in every first load).
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
    if (!typed || query === routeQuery) return
    if (!query) {
      // An emptied field leaves no results of the old query on screen.
      if (onSearchPage) navigate('/search', { replace: true })
      return
    }
    const timer = setTimeout(() => {
      navigate(`/search/${encodeURIComponent(query)}${tab}`, { replace: onSearchPage })
    }, TYPE_AHEAD_DELAY)
    return () => clearTimeout(timer)
  }, [navigate, onSearchPage, routeQuery, tab, typed, value])

  const input = useRef<HTMLInputElement>(null)
  const change = (text: string) => {
    setTyped(true)
    setValue(text)
  }
  // On a page drawn by the server, the field takes typing before the app
  // runs: what was typed then is searched for once it does.
  useEffect(() => {
    const early = input.current?.value ?? ''
    if (early && early !== routeQuery) change(early)
    // Once, when the field first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !value) return
    event.preventDefault()
    change('')
  }

  return (
    <form
      role="search"
      className={cx('group relative flex w-full items-center', className)}
      onSubmit={(event) => {
        event.preventDefault()
        if (value.trim()) navigate(`/search/${encodeURIComponent(value.trim())}`)
      }}
    >
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3.5 size-5 text-muted group-focus-within:text-main"
      />
      <input
        ref={input}
        type="search"
        aria-label={trans('Search')}
        placeholder={trans('What do you want to play?')}
        value={value}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-12 w-full rounded-full border border-transparent bg-chip pr-11 pl-11 text-sm text-main placeholder:text-muted transition-colors outline-none hover:border-divider hover:bg-main/15 focus:border-main [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <Button
          aria-label={trans('Clear search')}
          excludeFromTabOrder
          onPress={() => {
            change('')
            input.current?.focus()
          }}
          className="absolute right-2 flex size-8 items-center justify-center rounded-full text-muted hover:text-main"
        >
          <X aria-hidden className="size-4.5" />
        </Button>
      )}
    </form>
  )
}
