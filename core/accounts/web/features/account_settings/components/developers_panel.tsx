import { useState } from 'react'
import KeyRound from 'lucide-react/icons/key-round'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Tooltip } from '@web/ui/tooltip.js'
import type { AccessToken } from '../../../../shared/account_types.js'
import { useDeleteAccessToken } from '../api/use_access_tokens.js'
import { relativeTime } from '@web/i18n/relative_time.js'
import { CreateTokenDialog } from './create_token_dialog.js'
import { SettingsPanel } from '@web/ui/settings_panel.js'

/** API access tokens (spec section 2: shown to holders of api.access). */
export function DevelopersPanel({ tokens }: { tokens: AccessToken[] }) {
  const trans = useTrans()
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<AccessToken | null>(null)

  return (
    <SettingsPanel
      id="developers"
      title={trans('Developers')}
      description={trans(
        'API tokens let other programs act on your behalf through the API. Send one in the Authorization header as a Bearer token.'
      )}
    >
      {tokens.length ? (
        <ul className="flex flex-col divide-y divide-divider rounded-base border border-divider">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} onDelete={() => setDeleting(token)} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<KeyRound aria-hidden />}
          message={trans('You have not created any access tokens yet')}
        />
      )}
      <Button variant="secondary" size="sm" className="mt-6" onPress={() => setCreating(true)}>
        <Plus aria-hidden className="size-4" />
        {trans('Create token')}
      </Button>
      <CreateTokenDialog isOpen={creating} onClose={() => setCreating(false)} />
      <DeleteTokenDialog token={deleting} onClose={() => setDeleting(null)} />
    </SettingsPanel>
  )
}

function TokenRow({ token, onDelete }: { token: AccessToken; onDelete: () => void }) {
  const trans = useTrans()
  const { language } = useBootstrap().i18n
  return (
    <li className="flex items-center gap-4 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-chip text-muted">
        <KeyRound aria-hidden className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-medium text-main">{token.name}</div>
        <div className="mt-0.5 text-xs text-muted">
          {token.last_used_at
            ? trans('Last used :time', { time: relativeTime(token.last_used_at, language) })
            : trans('Never used')}
        </div>
      </div>
      <Tooltip label={trans('Delete token')}>
        <IconButton
          aria-label={trans('Delete token :name', { name: token.name ?? '' })}
          onPress={onDelete}
        >
          <Trash2 />
        </IconButton>
      </Tooltip>
    </li>
  )
}

function DeleteTokenDialog({ token, onClose }: { token: AccessToken | null; onClose: () => void }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const remove = useDeleteAccessToken()
  return (
    <ConfirmDialog
      isOpen={token !== null}
      onClose={onClose}
      title={trans('Delete token')}
      message={trans(
        'Programs using ":name" will no longer be able to access the API. This cannot be undone.',
        { name: token?.name ?? '' }
      )}
      confirmLabel={trans('Delete')}
      isPending={remove.isPending}
      onConfirm={() =>
        token &&
        remove.mutate(token.id, {
          onSuccess: () => {
            onClose()
            toasts.positive(trans('Token deleted'))
          },
          onError: (error) => handleMutationError(error, { toasts, trans }),
        })
      }
    />
  )
}
