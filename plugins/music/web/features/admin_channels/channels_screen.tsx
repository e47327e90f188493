import { useParams } from 'react-router'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { ChannelEditor } from './channel_editor.js'
import { ChannelList } from './channel_list.js'

/**
 * /admin/channels (the list), /admin/channels/new and
 * /admin/channels/{slugOrId}/edit (the editor), as spec section 2 names them.
 */
export default function ChannelsScreen() {
  const rest = useParams()['*'] ?? ''
  if (rest === '') return <ChannelList />
  if (rest === 'new') return <ChannelEditor key="new" slugOrId={null} />
  const edit = /^([a-z0-9-]{1,191})\/edit$/.exec(rest)
  if (!edit) throw routeNotFound()
  return <ChannelEditor key={edit[1]} slugOrId={edit[1]} />
}
