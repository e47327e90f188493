import { useEffect, useRef } from 'react'
import { useNavigate, useParams } from 'react-router'
import { urls, type SearchTabName } from '../../../../shared/urls.js'
import { useDebouncedValue } from '../../../components/use_debounced_value.js'

/**
 * Type-ahead for the search page's own field (phones, where the top bar
 * has none): the URL follows what is typed once typing pauses, replacing
 * the history entry so Back leaves the search instead of replaying it.
 */
export function useSearchNavigation(text: string) {
  const navigate = useNavigate()
  const { searchQuery = '', tabName } = useParams()
  const settled = useDebouncedValue(text.trim(), 300)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (settled === searchQuery) return
    navigate(urls.search(settled, tabName as SearchTabName | undefined), { replace: true })
  }, [navigate, searchQuery, settled, tabName])
}
