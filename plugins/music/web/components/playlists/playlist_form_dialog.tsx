import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError, quotaRefusalOf } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { Dialog } from '@web/ui/dialog.js'
import { Form, useServerErrors } from '@web/ui/form.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import { TextLink } from '@web/ui/text_link.js'
import {
  useCreatePlaylist,
  useUpdatePlaylist,
  type PlaylistInput,
} from '../../api/playlist_mutations.js'
import type { PlaylistDetail } from '../../../shared/api_types.js'
import { urls } from '../../../shared/urls.js'

/**
 * Create a playlist, or edit one (name, description, public, collaborative).
 * A new playlist opens its page, optionally with tracks already in it.
 */
export function PlaylistFormDialog({
  isOpen,
  onOpenChange,
  playlist,
  onCreated,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Edits this playlist; creates one without it. */
  playlist?: PlaylistDetail
  onCreated?: (playlist: PlaylistDetail) => void
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const create = useCreatePlaylist()
  const update = useUpdatePlaylist(playlist?.id ?? 0)
  const { setErrors, formProps } = useServerErrors()
  const [values, setValues] = useState<Required<PlaylistInput>>(() => ({
    name: playlist?.name ?? '',
    description: playlist?.description ?? '',
    public: playlist?.public ?? true,
    collaborative: playlist?.collaborative ?? false,
  }))
  // A playlist beyond the plan's count: said in the dialog, which keeps the toasts out of reach while open.
  const [quota, setQuota] = useState<{ message: string; upgradeUrl: string } | null>(null)
  const pending = create.isPending || update.isPending
  const set = (patch: Partial<PlaylistInput>) => setValues((current) => ({ ...current, ...patch }))

  const submit = () => {
    const input = {
      ...values,
      name: values.name.trim(),
      description: values.description?.trim() || null,
    }
    setQuota(null)
    const options = {
      onError: (error: unknown) => {
        const refusal = quotaRefusalOf(error)
        if (refusal) setQuota(refusal)
        else handleMutationError(error, { toasts, trans, setFieldErrors: setErrors })
      },
    }
    if (playlist) {
      update.mutate(input, {
        ...options,
        onSuccess: () => {
          toasts.positive(trans('Playlist updated'))
          onOpenChange(false)
        },
      })
    } else {
      create.mutate(input, {
        ...options,
        onSuccess: (created) => {
          onOpenChange(false)
          if (onCreated) onCreated(created)
          else navigate(urls.playlist(created))
        },
      })
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={playlist ? trans('Edit details') : trans('Create playlist')}
      closeLabel={trans('Close')}
    >
      <Form
        {...formProps}
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        className="p-6"
      >
        <TextField
          name="name"
          label={trans('Name')}
          isRequired
          autoFocus
          maxLength={100}
          value={values.name}
          onChange={(name) => set({ name })}
          placeholder={trans('My playlist')}
        />
        <TextArea
          name="description"
          label={trans('Description')}
          rows={3}
          value={values.description ?? ''}
          onChange={(description) => set({ description })}
          placeholder={trans('Add an optional description')}
        />
        <Switch
          isSelected={values.public}
          onChange={(value) => set({ public: value })}
          description={trans('Anyone can find and play a public playlist.')}
        >
          {trans('Public')}
        </Switch>
        <Switch
          isSelected={values.collaborative}
          onChange={(value) => set({ collaborative: value })}
          description={trans('Collaborators you invite can add tracks too.')}
        >
          {trans('Collaborative')}
        </Switch>
        {quota && (
          <p role="alert" className="rounded-base border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-main">
            {quota.message}{' '}
            <TextLink href={quota.upgradeUrl} className="font-semibold">
              {trans('Upgrade for more')}
            </TextLink>
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onPress={() => onOpenChange(false)}>
            {trans('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            isPending={pending}
            isDisabled={!values.name.trim()}
          >
            {playlist ? trans('Save') : trans('Create')}
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}
