import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { useInviteAnswers } from '../api/use_invite_answers.js'

/** Join and Decline on an invitation's notification (INVITATION_ANSWER_ZONE); either closes the panel afterwards. */
export default function InvitationAnswerButtons({ inviteId, onDone }: { inviteId: string; onDone?: () => void }) {
  const trans = useTrans()
  const { join, decline } = useInviteAnswers()
  const busy = join.isPending || decline.isPending
  const answer = (mutation: typeof join | typeof decline) => mutation.mutate(inviteId, { onSettled: () => onDone?.() })
  return (
    <div className="flex gap-2 pr-4 pb-3 pl-17">
      <Button size="xs" variant="primary" isPending={join.isPending} isDisabled={busy} onPress={() => answer(join)}>
        {trans('Join')}
      </Button>
      <Button size="xs" isPending={decline.isPending} isDisabled={busy} onPress={() => answer(decline)}>
        {trans('Decline')}
      </Button>
    </div>
  )
}
