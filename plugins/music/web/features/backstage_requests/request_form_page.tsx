import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash-2'
import { useLocation, useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { ComboBox } from '@web/ui/combo_box.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import { Form } from '@web/ui/form.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import {
  ARTIST_RELATIONS,
  BACKSTAGE_REQUEST_LIMITS as LIMITS,
  type ArtistRelation,
  type BackstageRequestType,
  type RequestLink,
} from '../../../shared/backstage_types.js'
import { PageContent } from '../../components/page_layout.js'
import { PageTabs } from '../../components/page_tabs.js'
import { useDebouncedValue } from '../../components/use_debounced_value.js'
import { useRequestLabels } from '../../components/backstage/request_labels.js'
import { BACKSTAGE_PATHS } from './backstage_paths.js'
import { BackstageBackLink } from './backstage_back_link.js'
import {
  artistSearchQuery,
  myRequestsQuery,
  useSendRequest,
  type ArtistOption,
} from './requests_api.js'
import { AttachmentsField, type PickedAttachment } from './attachments_field.js'

function typeOf(pathname: string): BackstageRequestType {
  const last = pathname.split('/').filter(Boolean).pop()
  return last === 'claim-artist' || last === 'verify-artist' ? last : 'become-artist'
}

interface Values {
  artist: ArtistOption | null
  artistName: string
  role: ArtistRelation | null
  company: string
  links: RequestLink[]
  message: string
}

const EMPTY: Values = {
  artist: null,
  artistName: '',
  role: null,
  company: '',
  links: [{ title: '', url: '' }],
  message: '',
}

/**
 * backstage/requests/become-artist, /claim-artist and /verify-artist: one
 * form (spec section 2). Becoming an artist names a new one; claiming picks
 * an artist of the catalogue; verifying picks one the person manages. The
 * tabs switch between them and keep what was typed.
 */
export function Component() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const navigate = useNavigate()
  const type = typeOf(useLocation().pathname)
  const { types, roles } = useRequestLabels()
  const mine = usePageQuery(myRequestsQuery(api))
  const send = useSendRequest()
  const [values, setValues] = useState<Values>(EMPTY)
  const [attachments, setAttachments] = useState<PickedAttachment[]>([])
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))
  useDocumentTitle(types[type])

  const verifiable = (mine.data?.managed_artists ?? []).filter((artist) => !artist.verified)
  const pickedArtist =
    type === 'verify-artist'
      ? (verifiable.find((artist) => artist.id === values.artist?.id) ?? null)
      : values.artist
  const links = values.links.filter((link) => link.url.trim() || link.title?.trim())
  const hasArtist =
    type === 'become-artist' ? values.artistName.trim().length > 0 : pickedArtist !== null

  const form = useSubmitForm({
    canSubmit:
      hasArtist && values.role !== null && !attachments.some((item) => item.state === 'uploading'),
    isPending: send.isPending,
    onSubmit: () =>
      send.mutate(
        {
          type,
          ...(type === 'become-artist'
            ? { artist_name: values.artistName.trim() }
            : { artist_id: pickedArtist!.id }),
          role: values.role!,
          company: values.company.trim() || null,
          links: links.map((link) => ({
            url: link.url.trim(),
            ...(link.title?.trim() ? { title: link.title.trim() } : {}),
          })),
          message: values.message.trim() || null,
          attachments: attachments.flatMap((item) => (item.entryId === null ? [] : [item.entryId])),
        },
        {
          onSuccess: (request) => navigate(BACKSTAGE_PATHS.submitted(request.id)),
          onError: form.onError,
        }
      ),
  })

  const tabs = (['become-artist', 'claim-artist', 'verify-artist'] as const)
    .filter((tab) => tab !== 'verify-artist' || verifiable.length > 0 || type === 'verify-artist')
    .map((tab) => ({ id: tab, label: types[tab], href: BACKSTAGE_PATHS.form(tab) }))

  const intro: Record<BackstageRequestType, string> = {
    'become-artist': trans(
      'Create a new artist profile. Once approved, you can upload music and edit the artist page.'
    ),
    'claim-artist': trans(
      'Ask to manage an artist that is already in the catalogue. Tell us how you are connected to it.'
    ),
    'verify-artist': trans(
      'Ask for the verified badge on an artist you manage. Links to official profiles help us confirm it is you.'
    ),
  }

  return (
    <PageContent className="max-w-3xl gap-6">
      <header>
        <BackstageBackLink />
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-main">{types[type]}</h1>
        <p className="mt-2 text-muted">{intro[type]}</p>
      </header>
      <PageTabs label={trans('What you are asking for')} selected={type} tabs={tabs} />

      <Form {...form.formProps} className="flex flex-col gap-6 rounded-base bg-paper p-5 md:p-6">
        {type === 'become-artist' && (
          <TextField
            name="artist_name"
            label={trans('Artist name')}
            description={trans('As listeners will see it on your artist page.')}
            isRequired
            maxLength={LIMITS.name}
            value={values.artistName}
            onChange={(artistName) => set({ artistName })}
          />
        )}
        {type === 'claim-artist' && (
          <ArtistPicker value={values.artist} onChange={(artist) => set({ artist })} />
        )}
        {type === 'verify-artist' && (
          <Select
            name="artist_id"
            label={trans('Artist')}
            isRequired
            placeholder={trans('Choose an artist you manage')}
            items={verifiable}
            selectedKey={pickedArtist?.id ?? null}
            onSelectionChange={(key) =>
              set({ artist: verifiable.find((artist) => artist.id === key) ?? null })
            }
            description={
              verifiable.length === 0
                ? trans('Every artist you manage is already verified.')
                : undefined
            }
          >
            {(artist) => <SelectItem id={artist.id}>{artist.name}</SelectItem>}
          </Select>
        )}

        <Select
          name="role"
          label={trans('Your role')}
          isRequired
          placeholder={trans('Choose your role')}
          items={ARTIST_RELATIONS.map((id) => ({ id, name: roles[id] }))}
          selectedKey={values.role}
          onSelectionChange={(key) => set({ role: (key as ArtistRelation | null) ?? null })}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>

        <TextField
          name="company"
          label={trans('Company')}
          description={trans('The label, management or agency you work for, if any.')}
          maxLength={LIMITS.company}
          value={values.company}
          onChange={(company) => set({ company })}
        />

        <LinksField links={values.links} onChange={(next) => set({ links: next })} />

        <AttachmentsField
          attachments={attachments}
          onChange={setAttachments}
          errorMessage={form.formProps.validationErrors.attachments}
        />

        <TextArea
          name="message"
          label={trans('Anything else we should know')}
          rows={4}
          maxLength={LIMITS.message}
          value={values.message}
          onChange={(message) => set({ message })}
        />

        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-divider pt-5">
          <Button variant="ghost" size="sm" onPress={() => navigate(BACKSTAGE_PATHS.requests)}>
            {trans('Cancel')}
          </Button>
          <Button {...form.submitProps} size="sm">
            {trans('Send request')}
          </Button>
        </div>
      </Form>
    </PageContent>
  )
}

/** The claim form's artist: type to search the catalogue, pick one. */
function ArtistPicker({
  value,
  onChange,
}: {
  value: ArtistOption | null
  onChange: (artist: ArtistOption | null) => void
}) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const [input, setInput] = useState(value?.name ?? '')
  const query = useDebouncedValue(input)
  const found = useQuery(artistSearchQuery(api, query))
  // The picked artist stays in the list while the search moves on, so the field keeps showing it.
  const items = [
    ...(value ? [value] : []),
    ...(found.data ?? []).filter((artist) => artist.id !== value?.id),
  ]
  return (
    <ComboBox
      name="artist_id"
      label={trans('Artist')}
      description={trans('Search the catalogue for the artist you represent.')}
      placeholder={trans('Search artists')}
      isRequired
      items={items}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text)
        if (value && text !== value.name) onChange(null)
      }}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const artist = items.find((item) => item.id === key) ?? null
        onChange(artist)
        if (artist) setInput(artist.name)
      }}
      allowsEmptyCollection
      menuTrigger="input"
    >
      {(artist) => (
        <SelectItem id={artist.id} textValue={artist.name}>
          {artist.name}
        </SelectItem>
      )}
    </ComboBox>
  )
}

/** Links that show who the person is: website, socials, streaming profiles. */
function LinksField({
  links,
  onChange,
}: {
  links: RequestLink[]
  onChange: (links: RequestLink[]) => void
}) {
  const trans = useTrans()
  const setLink = (index: number, patch: Partial<RequestLink>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...patch } : link)))
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-main">{trans('Links')}</legend>
      <p className="-mt-1 text-sm text-muted">
        {trans(
          'Official website, social or streaming profiles that show you are connected to the artist.'
        )}
      </p>
      {links.map((link, index) => (
        <div key={index} className="flex items-start gap-2">
          <TextField
            name={`links.${index}.title`}
            label={trans('Title')}
            size="sm"
            className="w-2/5"
            maxLength={100}
            value={link.title ?? ''}
            onChange={(title) => setLink(index, { title })}
            placeholder={trans('Website')}
          />
          <TextField
            name={`links.${index}.url`}
            label={trans('URL')}
            type="url"
            size="sm"
            className="flex-1"
            maxLength={1000}
            value={link.url}
            onChange={(url) => setLink(index, { url })}
            placeholder="https://"
          />
          <IconButton
            aria-label={trans('Remove link :number', { number: index + 1 })}
            className="mt-6.5"
            onPress={() => onChange(links.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ))}
      {links.length < LIMITS.links && (
        <Button
          variant="ghost"
          size="xs"
          className="self-start"
          onPress={() => onChange([...links, { title: '', url: '' }])}
        >
          <Plus aria-hidden className="size-4" />
          {trans('Add link')}
        </Button>
      )}
    </fieldset>
  )
}
