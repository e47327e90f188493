import { useState } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { ButtonLink } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { NotificationSubscriptionPayload } from '../../../../kernel/shared/notifications.js'
import { subscriptionsQuery, useSaveSubscriptions } from '../../notifications_api.js'
import { NotificationsLayout } from '../../notifications_layout.js'
import { BlockedNotice } from './blocked_notice.js'
import { SubscriptionMatrix } from './subscription_matrix.js'
import { matrixOf, selectionsOf, type SelectionMatrix } from './selections.js'
import { useBrowserChannel } from './use_browser_channel.js'

/** /notifications/settings (spec section 2): which notifications reach the person, by channel. */
export function Component() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data } = usePageQuery(subscriptionsQuery(api))
  useDocumentTitle(trans('Notification settings'))

  return (
    <NotificationsLayout
      title={trans('Notification settings')}
      description={trans('Choose what you hear about, and where.')}
      actions={
        <ButtonLink href="/notifications" variant="ghost" size="sm">
          <ArrowLeft aria-hidden className="size-4" />
          {trans('Notifications')}
        </ButtonLink>
      }
    >
      {data ? (
        <SettingsForm payload={data} />
      ) : (
        <div aria-busy className="flex flex-col gap-6">
          <Skeleton className="h-64" />
          <Skeleton className="h-48" />
        </div>
      )}
    </NotificationsLayout>
  )
}

function SettingsForm({ payload }: { payload: NotificationSubscriptionPayload }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const save = useSaveSubscriptions()
  const [initialMatrix] = useState(() => matrixOf(payload))
  const browser = useBrowserChannel(initialMatrix)
  const form = useAdminForm<{ matrix: SelectionMatrix }, NotificationSubscriptionPayload>({
    initialValues: { matrix: initialMatrix },
    submit: async ({ matrix }) => {
      const saved = await save.mutateAsync(selectionsOf(matrix))
      await browser.afterSave(matrix)
      return saved
    },
    onSaved: (saved) => {
      toasts.positive(trans('Updated preferences'))
      return { matrix: matrixOf(saved) }
    },
  })

  return (
    <AdminForm form={form} saveLabel={trans('Save preferences')}>
      {browser.blocked && <BlockedNotice />}
      <SubscriptionMatrix
        payload={payload}
        matrix={form.values.matrix}
        onChange={(matrix) => form.setValue('matrix', matrix)}
        turnOn={browser.turnOn}
      />
    </AdminForm>
  )
}
