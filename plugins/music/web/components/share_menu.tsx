import Code from 'lucide-react/icons/code'
import Ellipsis from 'lucide-react/icons/ellipsis'
import Link2 from 'lucide-react/icons/link-2'
import Radio from 'lucide-react/icons/radio'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { TOAST_QUEUE } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { Menu, MenuItem } from '@web/ui/menu.js'

/** The "more" menu of a page header: radio, copy link, copy embed code. */
export function HeaderMoreMenu({
  name,
  path,
  embedPath,
  radioPath,
}: {
  name: string
  path: string
  embedPath?: string
  radioPath?: string
}) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const copy = (text: string, message: string) =>
    void navigator.clipboard?.writeText(text).then(() => toasts.positive(message))
  const absolute = (relative: string) => new URL(relative, window.location.origin).href
  return (
    <Menu
      aria-label={trans('More options for :name', { name })}
      placement="bottom start"
      onAction={(key) => {
        if (key === 'radio' && radioPath) navigate(radioPath)
        if (key === 'link') copy(absolute(path), trans('Link copied'))
        if (key === 'embed' && embedPath)
          copy(
            `<iframe src="${absolute(embedPath)}" width="100%" height="${embedPath.startsWith('/track') ? 174 : 380}" style="border:0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`,
            trans('Embed code copied')
          )
      }}
      trigger={
        <IconButton
          aria-label={trans('More options for :name', { name })}
          size="md"
          className="text-muted hover:text-main"
        >
          <Ellipsis aria-hidden />
        </IconButton>
      }
    >
      {radioPath && (
        <MenuItem id="radio" icon={<Radio aria-hidden />}>
          {trans('Go to radio')}
        </MenuItem>
      )}
      <MenuItem id="link" icon={<Link2 aria-hidden />}>
        {trans('Copy link')}
      </MenuItem>
      {embedPath && (
        <MenuItem id="embed" icon={<Code aria-hidden />}>
          {trans('Copy embed code')}
        </MenuItem>
      )}
    </Menu>
  )
}
