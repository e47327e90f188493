import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Skeleton } from '@web/ui/skeleton.js'

/**
 * Sends the browser to `path`, from an effect rather than with <Navigate>:
 * the server draws these pages too, and must not try to leave them.
 */
export function LeaveFor({ path }: { path: string }) {
  const navigate = useNavigate()
  useEffect(() => void navigate(path, { replace: true }), [navigate, path])
  return <Skeleton className="mx-auto mt-16 h-80 max-w-lg" />
}
