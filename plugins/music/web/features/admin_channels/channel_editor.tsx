import { useState, type FormEvent } from 'react'
import Trash2 from 'lucide-react/icons/trash-2'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button } from '@web/ui/button.js'
import { ConfirmDialog } from '@web/ui/confirm_dialog.js'
import { Form, useServerErrors } from '@web/ui/form.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdminChannel, ChannelContentType, ChannelLayout } from '../../../shared/api_types.js'
import { channelQuery, draftBody, useDeleteChannel, useSaveChannel } from './channels_api.js'
import { NEW_CHANNEL, RESTRICTABLE_SOURCES, SOURCES_BY_CONTENT, draftOf, slugOf, withContentType, type ChannelDraft } from './channel_draft.js'
import { contentTypeLabel, layoutLabel, sourceLabel } from './channel_labels.js'
import { ChannelItemsField } from './channel_items_field.js'
import { ChannelPreview } from './channel_preview.js'

const CONTENT_TYPES: ChannelContentType[] = ['tracks', 'albums', 'artists', 'playlists', 'channels', 'genres']
const LAYOUTS: ChannelLayout[] = ['grid', 'carousel', 'list', 'trackTable']

/** /admin/channels/new, or /admin/channels/{slugOrId}/edit once the channel is loaded. */
export function ChannelEditor({ slugOrId }: { slugOrId: string | null }) {
  const api = useService(API_CLIENT)
  const channel = usePageQuery({ ...channelQuery(api, slugOrId ?? ''), enabled: slugOrId !== null })
  if (slugOrId !== null && !channel.data) return <Skeleton className="h-[36rem]" />
  return <ChannelForm channel={channel.data ?? null} />
}

function ChannelForm({ channel }: { channel: AdminChannel | null }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const [saved, setSaved] = useState(() => (channel ? draftOf(channel) : NEW_CHANNEL))
  const [draft, setDraft] = useState(saved)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const serverErrors = useServerErrors()
  const save = useSaveChannel(channel?.id ?? null)
  const remove = useDeleteChannel()
  const title = channel ? channel.name : trans('New channel')
  useDocumentTitle(title)

  const changed = JSON.stringify(draftBody(draft)) !== JSON.stringify(draftBody(saved))
  const update = (changes: Partial<ChannelDraft>) => setDraft((current) => ({ ...current, ...changes }))
  const sources = ['manual', ...SOURCES_BY_CONTENT[draft.content_type]]
  const restrictable = RESTRICTABLE_SOURCES.has(draft.source)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!changed || save.isPending) return
    save.mutate(draft, {
      onSuccess: (stored) => {
        const next = draftOf(stored)
        setSaved(next)
        setDraft(next)
        toasts.positive(trans('Channel saved'))
        if (!channel || channel.slug !== stored.slug) void navigate(`/admin/channels/${stored.slug}/edit`, { replace: true })
      },
      onError: (error) => handleMutationError(error, { toasts, trans, setFieldErrors: serverErrors.setErrors }),
    })
  }

  const confirmDelete = () =>
    remove.mutate(channel!.id, {
      onSuccess: () => {
        toasts.positive(trans('Channel deleted'))
        void navigate('/admin/channels')
      },
      onError: (error) => handleMutationError(error, { toasts, trans }),
    })

  return (
    <>
      <PageHeader
        title={title}
        description={trans('What the channel lists, where its items come from and how the site lays them out.')}
        actions={
          channel && (
            <Button variant="danger" size="sm" onPress={() => setConfirmingDelete(true)}>
              <Trash2 aria-hidden className="size-4" />
              {trans('Delete')}
            </Button>
          )
        }
      />
      <Form {...serverErrors.formProps} validationBehavior="aria" onSubmit={submit} className="gap-6 [&_:is(input,textarea,button)]:scroll-mt-24 [&_:is(input,textarea,button)]:scroll-mb-40">
        <section aria-label={trans('Settings')} className="grid gap-5 rounded-base border border-divider bg-paper p-5 md:grid-cols-2 md:p-6">
          <TextField
            label={trans('Name')}
            name="name"
            isRequired
            value={draft.name}
            onChange={(name) => update({ name, ...(channel || draft.slug !== slugOf(draft.name) ? {} : { slug: slugOf(name) }) })}
          />
          <TextField
            label={trans('Slug')}
            name="slug"
            isRequired
            description={trans('The channel page is at /:slug.', { slug: draft.slug || '…' })}
            value={draft.slug}
            onChange={(slug) => update({ slug })}
          />
          <TextArea label={trans('Description')} name="description" rows={2} className="md:col-span-2" value={draft.description} onChange={(description) => update({ description })} />
          <Select
            label={trans('Content')}
            name="content_type"
            selectedKey={draft.content_type}
            onSelectionChange={(key) => setDraft((current) => withContentType(current, key as ChannelContentType))}
          >
            {CONTENT_TYPES.map((type) => (
              <SelectItem key={type} id={type}>
                {contentTypeLabel(type, trans)}
              </SelectItem>
            ))}
          </Select>
          <Select label={trans('Layout')} name="layout" selectedKey={draft.layout} onSelectionChange={(key) => update({ layout: key as ChannelLayout })}>
            {LAYOUTS.filter((layout) => layout !== 'trackTable' || draft.content_type === 'tracks').map((layout) => (
              <SelectItem key={layout} id={layout}>
                {layoutLabel(layout, trans)}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={trans('Items')}
            name="source"
            selectedKey={draft.source}
            onSelectionChange={(key) => update({ source: String(key), ...(RESTRICTABLE_SOURCES.has(String(key)) ? {} : { restriction: '', restriction_value: '' }) })}
          >
            {sources.map((source) => (
              <SelectItem key={source} id={source}>
                {sourceLabel(source, trans)}
              </SelectItem>
            ))}
          </Select>
          {restrictable ? (
            <div className="grid grid-cols-2 gap-3">
              <Select
                label={trans('Restricted to')}
                name="restriction"
                selectedKey={draft.restriction || 'none'}
                onSelectionChange={(key) => update({ restriction: key === 'none' ? '' : (key as 'genre' | 'tag') })}
              >
                <SelectItem id="none">{trans('Nothing')}</SelectItem>
                <SelectItem id="genre">{trans('A genre')}</SelectItem>
                <SelectItem id="tag">{trans('A tag')}</SelectItem>
              </Select>
              <TextField
                label={draft.restriction === 'tag' ? trans('Tag') : trans('Genre')}
                name="restriction_value"
                isDisabled={!draft.restriction}
                description={trans('Empty: the one in the address.')}
                value={draft.restriction_value}
                onChange={(restrictionValue) => update({ restriction_value: restrictionValue })}
              />
            </div>
          ) : (
            <div aria-hidden className="hidden md:block" />
          )}
          <Switch className="md:col-span-2" isSelected={draft.homepage} onChange={(homepage) => update({ homepage })} description={trans('Homepage channels are listed there in the order they were added.')}>
            {trans('Show on the homepage')}
          </Switch>
        </section>
        {draft.source === 'manual' && (
          <ChannelItemsField
            contentType={draft.content_type}
            items={draft.items}
            excludeId={channel?.id}
            errorMessage={serverErrors.formProps.validationErrors.items}
            onChange={(items) => {
              update({ items })
              serverErrors.setErrors(({ items: _removed, ...others }) => others)
            }}
          />
        )}
        <ChannelPreview channelId={channel?.id ?? null} draft={draft} />
        {(changed || save.isPending) && (
          <div
            role="region"
            aria-label={trans('Unsaved changes')}
            className="sticky bottom-4 z-10 flex items-center gap-3 rounded-base border border-divider bg-paper/95 px-4 py-3 shadow-xl backdrop-blur-md data-entering:animate-rise"
          >
            <span className="size-2 rounded-full bg-primary" aria-hidden />
            <p className="flex-1 text-sm font-medium">{trans('You have unsaved changes')}</p>
            <Button
              variant="ghost"
              size="sm"
              isDisabled={save.isPending}
              onPress={() => {
                setDraft(saved)
                serverErrors.setErrors({})
              }}
            >
              {trans('Discard')}
            </Button>
            <Button type="submit" variant="primary" size="sm" isPending={save.isPending} isDisabled={!draft.name.trim() || !draft.slug.trim()}>
              {trans('Save changes')}
            </Button>
          </div>
        )}
      </Form>
      {channel && (
        <ConfirmDialog
          isOpen={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          title={trans('Delete channel')}
          message={trans('":name" will be deleted, and taken off the homepage and any channel listing it.', { name: channel.name })}
          confirmLabel={trans('Delete')}
          isPending={remove.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </>
  )
}
