import DoorOpen from 'lucide-react/icons/door-open'
import { useTrans } from '../../i18n/use_trans.js'
import { useDocumentTitle } from '../../kernel/use_document_title.js'
import { ButtonLink } from '../../ui/button.js'
import { ErrorState } from './error_state.js'

export function NotFoundPage() {
  const trans = useTrans()
  useDocumentTitle(trans('Page not found'))
  return (
    <ErrorState
      icon={<DoorOpen aria-hidden />}
      title={trans("Looks like you've found the doorway to the great nothing")}
      action={
        <ButtonLink href="/" variant="primary" size="lg">
          {trans('Take me there!')}
        </ButtonLink>
      }
    />
  )
}
