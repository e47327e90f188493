import { useState } from 'react'
import { useService } from '@web/kernel/services_context.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { Form } from '@web/ui/form.js'
import { Dialog } from '@web/ui/dialog.js'
import type { DialogControl } from '@web/ui/form_dialog.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { TextField } from '@web/ui/text_field.js'
import { roleCan } from '../../shared/workspace_roles.js'
import type { WorkspaceDetails, WorkspaceMember } from '../../shared/workspace_types.js'
import { useDeleteWorkspace, useLeaveWorkspace, useRenameWorkspace, useTransferWorkspace } from '../api/workspace_calls.js'

type Confirming = 'leave' | 'delete' | 'transfer' | null

/** Rename (owner, admin); leave; transfer ownership and delete (owner): each destructive step confirmed. */
export function WorkspaceSettings({ details, onGone }: { details: WorkspaceDetails; onGone: () => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const { workspace } = details
  const rename = useRenameWorkspace(workspace.id)
  const leave = useLeaveWorkspace(workspace.id)
  const remove = useDeleteWorkspace(workspace.id)
  const transfer = useTransferWorkspace(workspace.id)
  const [name, setName] = useState(workspace.name)
  const [confirming, setConfirming] = useState<Confirming>(null)
  const others = details.members.filter((member) => member.role !== 'owner')
  const onError = (error: unknown) => handleMutationError(error, { toasts, trans })
  const close = () => setConfirming(null)
  const owner = workspace.role === 'owner'

  return (
    <div className="flex flex-col gap-6">
      {roleCan(workspace.role, 'workspace.update') && (
        <Form
          validationBehavior="aria"
          className="flex flex-col gap-3 md:flex-row md:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            if (name.trim()) rename.mutate(name.trim(), { onSuccess: () => toasts.positive(trans('Workspace renamed')), onError })
          }}
        >
          <TextField className="flex-1" label={trans('Workspace name')} value={name} onChange={setName} isRequired maxLength={100} />
          <Button type="submit" isPending={rename.isPending} isDisabled={!name.trim() || name.trim() === workspace.name}>
            {trans('Rename')}
          </Button>
        </Form>
      )}

      <div className="rounded-base border border-danger/40 p-4">
        <h3 className="text-base font-semibold text-danger">{trans('Danger zone')}</h3>
        <div className="mt-3 flex flex-wrap gap-2">
          {!owner && (
            <Button variant="danger" size="sm" onPress={() => setConfirming('leave')}>
              {trans('Leave workspace')}
            </Button>
          )}
          {owner && (
            <Button variant="secondary" size="sm" isDisabled={!others.length} onPress={() => setConfirming('transfer')}>
              {trans('Transfer ownership')}
            </Button>
          )}
          {owner && (
            <Button variant="danger" size="sm" onPress={() => setConfirming('delete')}>
              {trans('Delete workspace')}
            </Button>
          )}
        </div>
        {owner && (
          <p className="mt-2 text-xs text-muted">
            {trans('To leave a workspace you own, transfer its ownership to another member first.')}
          </p>
        )}
      </div>

      <ConfirmDialog
        isOpen={confirming === 'leave'}
        onClose={close}
        title={trans('Leave workspace')}
        message={trans('You will lose access to :name and its content until someone invites you again.', { name: workspace.name })}
        confirmLabel={trans('Leave')}
        isPending={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onSuccess: () => { toasts.positive(trans('You left the workspace')); close(); onGone() }, onError })}
      />
      <ConfirmDialog
        isOpen={confirming === 'delete'}
        onClose={close}
        title={trans('Delete workspace')}
        message={trans('Delete :name? Its members lose access; its content goes back to the people who created it.', { name: workspace.name })}
        confirmLabel={trans('Delete')}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => { toasts.positive(trans('Workspace deleted')); close(); onGone() }, onError })}
      />
      <TransferDialog
        isOpen={confirming === 'transfer'}
        onClose={close}
        candidates={others}
        isPending={transfer.isPending}
        onConfirm={(userId) => transfer.mutate(userId, { onSuccess: () => { toasts.positive(trans('Ownership transferred')); close() }, onError })}
      />
    </div>
  )
}

/** Picks the member who becomes the owner; the current owner stays on as an admin. */
function TransferDialog({
  isOpen,
  onClose,
  candidates,
  isPending,
  onConfirm,
}: DialogControl & { candidates: WorkspaceMember[]; isPending: boolean; onConfirm: (userId: number) => void }) {
  const trans = useTrans()
  const [newOwner, setNewOwner] = useState<number | null>(candidates[0]?.id ?? null)
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={trans('Transfer ownership')}
      closeLabel={trans('Close')}
      footer={
        <>
          <Button variant="ghost" size="sm" onPress={onClose}>
            {trans('Cancel')}
          </Button>
          <Button variant="danger" size="sm" isPending={isPending} isDisabled={newOwner === null} onPress={() => newOwner !== null && onConfirm(newOwner)}>
            {trans('Transfer')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 p-6">
        <p className="text-sm leading-6 text-muted">{trans('The new owner may delete the workspace. You stay on as an admin.')}</p>
        <Select label={trans('New owner')} selectedKey={newOwner} onSelectionChange={(key) => setNewOwner(Number(key))}>
          {candidates.map((member) => (
            <SelectItem key={member.id} id={member.id}>
              {member.name}
            </SelectItem>
          ))}
        </Select>
      </div>
    </Dialog>
  )
}
