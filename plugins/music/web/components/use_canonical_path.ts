import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * Keeps the address bar on the page's own address: when the name in the URL
 * is not the current one (the playlist was renamed here or elsewhere, an old
 * link was followed), the address is replaced, query string kept, so what
 * is copied or shared names the page as it is now.
 */
export function useCanonicalPath(path: string | undefined) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (path && decodeURIComponent(pathname) !== decodeURIComponent(path))
      navigate(`${path}${search}`, { replace: true })
  }, [navigate, path, pathname, search])
}
