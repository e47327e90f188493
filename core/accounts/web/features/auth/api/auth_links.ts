import { useLocation } from 'react-router'

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
