import { useEffect, useState } from 'react'
import Plus from 'lucide-react/icons/plus'
import Users from 'lucide-react/icons/users'
import { useSearchParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { FormDialog } from '@web/ui/form_dialog.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { TextField } from '@web/ui/text_field.js'
import { roleCan } from '../shared/workspace_roles.js'
import { activeWorkspaceId } from './active_workspace.js'
import { useRefreshWorkspaceList, useSwitchWorkspace } from './api/use_switch_workspace.js'
import { useCreateWorkspace, useReceivedInvites, useWorkspaceDetails, useWorkspaceList } from './api/workspace_calls.js'
import { InvitesSection } from './components/invites_section.js'
import { MembersSection } from './components/members_section.js'
import { ReceivedInvites } from './components/received_invites.js'
import { WorkspaceList } from './components/workspace_list.js'
import { WorkspaceSettings } from './components/workspace_settings.js'

/**
 * /workspaces: the invitations waiting for the person (an invitation link
 * lands here with ?invite=), their workspaces, and the chosen one's
 * members, invitations and settings as their role allows.
 */
export function Component() {
  const trans = useTrans()
  useDocumentTitle(trans('Workspaces'))
  const bootstrap = useBootstrap()
  const activeId = activeWorkspaceId(bootstrap)
  const [searchParams] = useSearchParams()
  const list = useWorkspaceList()
  const received = useReceivedInvites()
  const refreshList = useRefreshWorkspaceList()
  // The workspace picked here, until the active one changes (a switch here, in the user menu, or by joining): then that one shows.
  const [choice, setChoice] = useState({ id: activeId, whileActive: activeId })
  const selectedId = choice.whileActive === activeId ? choice.id : activeId
  const setSelectedId = (id: number) => setChoice({ id, whileActive: activeId })
  const [creating, setCreating] = useState(false)

  // The switcher's list follows what this screen learns (a workspace renamed, left or deleted elsewhere).
  const workspaces = list.data
  useEffect(() => {
    if (workspaces) refreshList(workspaces)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list itself changes
  }, [workspaces])

  const selected = workspaces?.find((workspace) => workspace.id === selectedId) ?? workspaces?.[0]

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-20 md:px-8 md:pt-10">
      <PageHeader
        title={trans('Workspaces')}
        description={trans('Manage content together with your team: invite people and choose what each of them may do.')}
        actions={
          <Button variant="primary" onPress={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" />
            {trans('New workspace')}
          </Button>
        }
      />
      <ReceivedInvites invites={received.data ?? []} highlighted={searchParams.get('invite')} />
      {!workspaces ? (
        <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
          <WorkspaceList workspaces={workspaces} activeId={activeId} selectedId={selected?.id ?? 0} onSelect={setSelectedId} />
          {selected && selected.id > 0 ? (
            <WorkspacePanel id={selected.id} isActive={selected.id === activeId} onGone={() => setSelectedId(0)} />
          ) : (
            <EmptyState
              icon={<Users />}
              message={trans('Default is your own space: what you create there is yours alone. Create a workspace to work on releases with others.')}
              action={
                <Button variant="primary" onPress={() => setCreating(true)}>
                  {trans('New workspace')}
                </Button>
              }
            />
          )}
        </div>
      )}
      <CreateWorkspaceDialog isOpen={creating} onClose={() => setCreating(false)} onCreated={setSelectedId} />
    </div>
  )
}

function WorkspacePanel({ id, isActive, onGone }: { id: number; isActive: boolean; onGone: () => void }) {
  const trans = useTrans()
  const details = useWorkspaceDetails(id)
  const switchWorkspace = useSwitchWorkspace()
  const toasts = useService(TOAST_QUEUE)
  if (!details.data) return <Skeleton className="h-96 w-full" />
  const { workspace } = details.data
  return (
    <section aria-labelledby="workspace-title" className="flex flex-col gap-8 rounded-[calc(var(--be-radius)*1.5)] border border-divider bg-paper p-5 md:p-8">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="workspace-title" className="w-full min-w-0 truncate text-xl font-semibold tracking-tight text-main sm:w-auto sm:flex-1">
          {workspace.name}
        </h2>
        {isActive ? (
          <span className="text-sm text-muted">{trans('You are working in this workspace')}</span>
        ) : (
          <Button
            size="sm"
            onPress={() => {
              switchWorkspace(workspace.id)
              toasts.positive(trans('Switched to :name', { name: workspace.name }))
            }}
          >
            {trans('Switch to this workspace')}
          </Button>
        )}
      </header>
      <MembersSection details={details.data} />
      {roleCan(workspace.role, 'members.manage') && <InvitesSection details={details.data} />}
      <WorkspaceSettings key={workspace.id} details={details.data} onGone={onGone} />
    </section>
  )
}

function CreateWorkspaceDialog({ isOpen, onClose, onCreated }: { isOpen: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const create = useCreateWorkspace()
  const [name, setName] = useState('')
  const form = useSubmitForm({
    id: 'create-workspace',
    canSubmit: name.trim() !== '',
    isPending: create.isPending,
    onSubmit: () =>
      create.mutate(name.trim(), {
        onSuccess: (created) => {
          toasts.positive(trans('Workspace created'))
          setName('')
          onCreated(created.workspace.id)
          onClose()
        },
        onError: form.onError,
      }),
  })
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={trans('New workspace')} form={form} submitLabel={trans('Create')}>
      <TextField name="name" label={trans('Name')} description={trans('A label, a band, a crew: whoever releases music together.')} value={name} onChange={setName} isRequired autoFocus maxLength={100} />
    </FormDialog>
  )
}
