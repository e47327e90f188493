import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import type { WorkspaceRole } from '../../shared/workspace_roles.js'
import type {
  ReceivedInvite,
  WorkspaceDetails,
  WorkspaceSummary,
} from '../../shared/workspace_types.js'

export const WORKSPACE_KEYS = {
  all: ['workspaces'] as const,
  list: ['workspaces', 'list'] as const,
  details: (id: number) => ['workspaces', 'details', id] as const,
  received: ['workspaces', 'received-invites'] as const,
}

/**
 * The workspaces screen's own calls name their workspace in the path: they
 * send workspaceId 0 so the active workspace's parameter is not added
 * (someone who just left the active workspace can still read the list).
 */
const UNSCOPED = { query: { workspaceId: 0 } }

export function useWorkspaceList() {
  const api = useService(API_CLIENT)
  return useQuery({
    queryKey: WORKSPACE_KEYS.list,
    queryFn: () => api.get<{ workspaces: WorkspaceSummary[] }>('workspaces', UNSCOPED),
    select: (response) => response.workspaces,
  })
}

export function useWorkspaceDetails(id: number | null) {
  const api = useService(API_CLIENT)
  return useQuery({
    queryKey: WORKSPACE_KEYS.details(id ?? 0),
    queryFn: () => api.get<WorkspaceDetails>(`workspaces/${id}`, UNSCOPED),
    enabled: id !== null && id > 0,
  })
}

export function useReceivedInvites() {
  const api = useService(API_CLIENT)
  return useQuery({
    queryKey: WORKSPACE_KEYS.received,
    queryFn: () => api.get<{ invites: ReceivedInvite[] }>('workspace/invites', UNSCOPED),
    select: (response) => response.invites,
  })
}

/** A write of the workspaces screen; everything about workspaces is fetched again after it. */
function useWorkspaceWrite<Input, Output = unknown>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.all }),
  })
}

export function useCreateWorkspace() {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite((name: string) => api.post<WorkspaceDetails>('workspaces', { name }, UNSCOPED))
}

export function useRenameWorkspace(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite((name: string) => api.put<WorkspaceDetails>(`workspaces/${id}`, { name }, UNSCOPED))
}

export function useDeleteWorkspace(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite(() => api.delete(`workspaces/${id}`))
}

export function useLeaveWorkspace(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite(() => api.post(`workspaces/${id}/leave`, undefined, UNSCOPED))
}

export function useTransferWorkspace(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite((userId: number) => api.post(`workspaces/${id}/transfer`, { user_id: userId }, UNSCOPED))
}

export function useChangeMemberRole(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite(({ userId, role }: { userId: number; role: WorkspaceRole }) =>
    api.put(`workspaces/${id}/members/${userId}`, { role }, UNSCOPED)
  )
}

export function useRemoveMember(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite((userId: number) => api.delete(`workspaces/${id}/members/${userId}`))
}

export function useInviteMembers(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite(({ emails, role }: { emails: string[]; role: WorkspaceRole }) =>
    api.post(`workspaces/${id}/invites`, { emails, role }, UNSCOPED)
  )
}

export function useResendInvite(id: number) {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite((inviteId: string) => api.post(`workspaces/${id}/invites/${inviteId}/resend`, undefined, UNSCOPED))
}

/** DELETE workspace/invite/{id}: revoke (admins) or decline (its addressee). */
export function useDeleteInvite() {
  const api = useService(API_CLIENT)
  return useWorkspaceWrite((inviteId: string) => api.delete(`workspace/invite/${inviteId}`))
}
