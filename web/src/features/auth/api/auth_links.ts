import { useLocation } from 'react-router'

/** Marks a route module whose page draws the whole screen itself, without the app's chrome. */
export const BARE_LAYOUT_HANDLE = { layout: 'bare' } as const

/**
 * Links between the sign-in screens keep the query (redirect, invite) and
 * the workspace-join prefix, so an invited person stays on the invitation
 * path whichever screen they take.
 */
export function useAuthLinks() {
  const { pathname, search } = useLocation()
  const prefix = pathname.startsWith('/workspace/join/') ? '/workspace/join' : ''
  return {
    joiningWorkspace: prefix !== '',
    login: `${prefix}/login${search}`,
    register: `${prefix}/register${search}`,
  }
}
