import { useState } from 'react'
import ChartLine from 'lucide-react/icons/chart-line'
import ExternalLink from 'lucide-react/icons/external-link'
import Plus from 'lucide-react/icons/plus'
import X from 'lucide-react/icons/x'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { Button, ButtonLink, IconButton } from '@web/ui/button.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { ArtistEditorLink, EditableArtist } from '../../../shared/editor_types.js'
import { urls } from '../../../shared/urls.js'
import { artistEditorQuery, editorPath, useImageUpload, useSaveArtist, type EditorScope } from './editors_api.js'
import { EditorSection } from './editor_section.js'
import { ImageField } from '../../components/image_field.js'
import { TermsField } from './terms_field.js'
import { EditorSkeleton } from './track_editor.js'

/** As the server allows (editing/editor_validators.ts). */
const MAX_LINKS = 10
const MAX_TERMS = 10

interface ArtistForm extends Record<string, unknown> {
  name: string
  biography: string
  links: ArtistEditorLink[]
  genres: string[]
  verified: boolean
}

function formOf(artist: EditableArtist | null): ArtistForm {
  return { name: artist?.name ?? '', biography: artist?.biography ?? '', links: artist?.links ?? [], genres: artist?.genres ?? [], verified: artist?.verified ?? false }
}

/**
 * backstage/artists/{id}/edit and admin/artists/new, {id}/edit: the artist
 * page's name, image, biography, links and genres; the verified badge only
 * from the admin area (the server ignores it from backstage).
 */
export function ArtistEditor({ scope, artistId }: { scope: EditorScope; artistId: number | null }) {
  const api = useService(API_CLIENT)
  const artist = usePageQuery({ ...artistEditorQuery(api, scope, artistId ?? 0), enabled: artistId !== null })
  if (artistId !== null && !artist.data) return <EditorSkeleton />
  return <ArtistFormView key={artistId ?? 'new'} scope={scope} artist={artist.data ?? null} />
}

function ArtistFormView({ scope, artist }: { scope: EditorScope; artist: EditableArtist | null }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const save = useSaveArtist(scope, artist?.id ?? null)
  const image = useImageUpload(scope, 'artists', artist?.id ?? null)
  const [pendingImage, setPendingImage] = useState<File | null>(null)
  const title = artist ? artist.name : trans('New artist')
  useDocumentTitle(title)

  const form = useAdminForm<ArtistForm, EditableArtist>({
    initialValues: formOf(artist),
    fields: { name: { type: 'string', validation: { required: true, max: 191 } }, biography: { type: 'string', validation: { max: 10000 } } },
    validate: (values) => {
      const errors: Record<string, string> = {}
      values.links.forEach((link, index) => {
        if (!/^https?:\/\/\S+$/i.test(link.url.trim())) errors[`links.${index}.url`] = trans('Enter a web address starting with http:// or https://.')
        if (!link.title.trim()) errors[`links.${index}.title`] = trans('Give the link a title.')
      })
      return errors
    },
    submit: (values) =>
      save.mutateAsync({
        name: values.name,
        biography: values.biography || null,
        links: values.links.map((link) => ({ url: link.url.trim(), title: link.title.trim() })),
        genres: values.genres,
        ...(scope === 'admin' ? { verified: values.verified } : {}),
      }),
    onSaved: (saved) => {
      toasts.positive(artist ? trans('Artist saved') : trans('Artist created'))
      if (!artist) {
        if (pendingImage) image.mutate({ file: pendingImage, rowId: saved.id }, { onError: (error) => handleMutationError(error, { toasts, trans }) })
        void navigate(editorPath(scope, 'artists', saved.id), { replace: true })
      }
      return formOf(saved)
    },
  })
  const values = form.values
  const errorOf = (name: string) => form.errorOf(name) ?? form.serverErrors[name]
  const setLink = (index: number, change: Partial<ArtistEditorLink>) => form.setValues({ links: values.links.map((link, at) => (at === index ? { ...link, ...change } : link)) })

  const pickImage = (file: File | null) => {
    if (!artist) return setPendingImage(file)
    image.mutate(
      { file },
      {
        onSuccess: () => toasts.positive(file ? trans('Image updated') : trans('Image removed')),
        onError: (error) => handleMutationError(error, { toasts, trans }),
      }
    )
  }

  return (
    <>
      <PageHeader
        title={title}
        description={trans('What listeners see on the artist page.')}
        actions={
          artist && (
            <>
              <ButtonLink variant="secondary" size="sm" href={`/${scope}/artists/${artist.id}/insights`}>
                <ChartLine aria-hidden className="size-4" />
                {trans('Insights')}
              </ButtonLink>
              <ButtonLink variant="secondary" size="sm" href={urls.artist(artist)} target="_blank">
                <ExternalLink aria-hidden className="size-4" />
                {trans('View')}
              </ButtonLink>
            </>
          )
        }
      />
      <AdminForm form={form} saveLabel={artist ? undefined : trans('Create artist')}>
        <div className="grid items-start gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
          <aside>
            <ImageField label={trans('Image')} kind="artist" src={artist?.image ?? null} pending={pendingImage} isPending={image.isPending} onPick={pickImage} />
          </aside>
          <div className="flex min-w-0 flex-col gap-6">
            <EditorSection title={trans('Details')}>
              <TextField label={trans('Name')} {...form.field('name')} />
              <TermsField label={trans('Genres')} name="genres" values={values.genres} max={MAX_TERMS} errorMessage={errorOf('genres')} onChange={(genres) => form.setValues({ genres })} />
              <TextArea label={trans('Biography')} rows={8} className="md:col-span-2" {...form.field('biography')} />
              {scope === 'admin' && (
                <Switch className="md:col-span-2" isSelected={values.verified} onChange={(verified) => form.setValues({ verified })} description={trans('Shows the verified badge beside the name.')}>
                  {trans('Verified')}
                </Switch>
              )}
            </EditorSection>
            <section aria-label={trans('Links')} className="flex flex-col gap-3 rounded-base border border-divider bg-paper p-5 md:p-6">
              <h2 className="text-base font-semibold">{trans('Links')}</h2>
              {values.links.length === 0 && <p className="text-sm text-muted">{trans('Websites and social profiles, shown on the artist page.')}</p>}
              {values.links.map((link, index) => (
                <div key={index} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
                  <div className="grid gap-3 md:grid-cols-[1fr_2fr]">
                    <TextField label={trans('Title')} name={`links.${index}.title`} value={link.title} onChange={(text) => setLink(index, { title: text })} onBlur={() => form.touch(`links.${index}.title`)} errorMessage={errorOf(`links.${index}.title`)} isInvalid={errorOf(`links.${index}.title`) ? true : undefined} />
                    <TextField label={trans('Address')} name={`links.${index}.url`} type="url" placeholder="https://" value={link.url} onChange={(url) => setLink(index, { url })} onBlur={() => form.touch(`links.${index}.url`)} errorMessage={errorOf(`links.${index}.url`)} isInvalid={errorOf(`links.${index}.url`) ? true : undefined} />
                  </div>
                  <IconButton aria-label={trans('Remove :name', { name: link.title || trans('link') })} size="sm" className="mt-6" onPress={() => form.setValues({ links: values.links.filter((_, at) => at !== index) })}>
                    <X />
                  </IconButton>
                </div>
              ))}
              <div>
                <Button variant="secondary" size="xs" isDisabled={values.links.length >= MAX_LINKS} onPress={() => form.setValues({ links: [...values.links, { url: '', title: '' }] })}>
                  <Plus aria-hidden className="size-4" />
                  {trans('Add link')}
                </Button>
              </div>
            </section>
          </div>
        </div>
      </AdminForm>
    </>
  )
}
