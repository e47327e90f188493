import KeyRound from 'lucide-react/icons/key-round'
import Trash2 from 'lucide-react/icons/trash-2'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { AdminUser } from '../../../../shared/admin_types.js'
import { relativeTime } from '@web/i18n/relative_time.js'
import { useDeleteUserToken, userTokensQuery } from '../api/user_admin_api.js'
import { SectionCard } from '../access/section_card.js'

/** The API tab: the person's access tokens (names and use, never the tokens), each deletable. */
export function ApiTab({ user }: { user: AdminUser }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const { language } = useBootstrap().i18n
  const tokens = usePageQuery(userTokensQuery(api, user.id)).data
  const remove = useDeleteUserToken(user.id)

  return (
    <div className="max-w-3xl">
      <SectionCard title={trans('API access tokens')} description={trans('Tokens let scripts and apps call the API as this person.')}>
        {!tokens ? (
          <Skeleton className="h-24" />
        ) : tokens.length === 0 ? (
          <EmptyState icon={<KeyRound />} message={trans('User has not created any access tokens yet')} />
        ) : (
          <ul className="divide-y divide-divider">
            {tokens.map((token) => (
              <li key={token.id} className="flex items-center gap-4 py-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-chip text-muted">
                  <KeyRound aria-hidden className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{token.name ?? trans('Unnamed token')}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {token.last_used_at ? trans('Last used :time', { time: relativeTime(token.last_used_at, language) }) : trans('Never used')}
                  </p>
                </div>
                <IconButton
                  aria-label={trans('Delete :name', { name: token.name ?? trans('Unnamed token') })}
                  size="xs"
                  isDisabled={remove.isPending}
                  onPress={() =>
                    remove.mutate(token.id, {
                      onSuccess: () => toasts.positive(trans('Token deleted')),
                      onError: (error) => handleMutationError(error, { toasts, trans }),
                    })
                  }
                >
                  <Trash2 />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  )
}
