import { Suspense, useState } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Eye from 'lucide-react/icons/eye'
import PanelLeft from 'lucide-react/icons/panel-left'
import Redo2 from 'lucide-react/icons/redo-2'
import Undo2 from 'lucide-react/icons/undo-2'
import X from 'lucide-react/icons/x'
import { Link } from 'react-aria-components'
import { hasPermission } from '@web/auth/permissions.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { useMediaQuery } from '@web/platform/use_media_query.js'
import { isApiError, messageOf } from '@web/services/api_error.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, IconButton } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Spinner } from '@web/ui/spinner.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { UnsavedChangesGuard } from '@web/ui/unsaved_changes_guard.js'
import { appearanceQuery, useSaveAppearance, type AppearanceResponse } from './appearance_api.js'
import { saveRequestOf } from './draft/save_request.js'
import { AppearanceDraft } from './draft/appearance_draft.js'
import { AppearanceDraftProvider, useAppearanceDraft, useDraftStore } from './draft/use_appearance_draft.js'
import { EditorFieldsProvider } from './draft/editor_fields.js'
import { PreviewFrame } from './preview/preview_frame.js'
import { appearanceSections, type RegisteredSection } from './sections/section_registry.js'
import { appearanceUrl, EDITOR_PATH, useAppearancePath } from './sections/section_path.js'
import { DEVICE_WIDTHS, DeviceToggle, type PreviewDevice } from './shell/device_toggle.js'
import { useUndoKeys } from './shell/use_undo_keys.js'

/** From a tablet's 768 px the panel and the preview stand side by side; on phones they take turns. */
const WIDE_QUERY = '(min-width: 48rem)'

/**
 * admin/appearance: the live appearance editor. Sections on the left edit a
 * draft; the site on the right, in a frame, shows every change as it is
 * made. Nothing is stored until Save.
 */
export default function AppearanceEditorPage() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const response = usePageQuery(appearanceQuery(api)).data
  useDocumentTitle(trans('Appearance'))
  if (!response) return <EditorSkeleton />
  return <LoadedEditor response={response} />
}

function LoadedEditor({ response }: { response: AppearanceResponse }) {
  // One draft for the editor's life: a refetch must not wipe unsaved changes.
  const [draft] = useState(() => new AppearanceDraft(response.values))
  useUndoKeys(draft)
  return (
    <AppearanceDraftProvider draft={draft}>
      <EditorFieldsProvider fields={response.fields}>
        <EditorLayout draft={draft} />
        <UnsavedChangesGuard
          isBlocking={() => draft.getSnapshot().isDirty}
          keepsPage={(pathname) => pathname.startsWith(EDITOR_PATH)}
        />
      </EditorFieldsProvider>
    </AppearanceDraftProvider>
  )
}

function EditorLayout({ draft }: { draft: AppearanceDraft }) {
  const trans = useTrans()
  const wide = useMediaQuery(WIDE_QUERY, true)
  const [device, setDevice] = useState<PreviewDevice>('desktop')
  const [showPreview, setShowPreview] = useState(false)
  const panel = !wide && showPreview ? null : (
    <aside
      aria-label={trans('Appearance editor')}
      className="flex h-dvh w-full shrink-0 flex-col border-r border-divider bg-paper min-[48rem]:w-[22rem]"
    >
      <EditorToolbar />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SectionPanel />
      </div>
      <SaveBar />
    </aside>
  )
  const preview =
    wide || showPreview ? (
      <section aria-label={trans('Site preview')} className="flex h-dvh min-w-0 flex-1 flex-col bg-background">
        <div className="flex h-14 shrink-0 items-center justify-center gap-3 border-b border-divider px-4">
          {!wide && (
            <Button size="sm" variant="ghost" className="mr-auto" onPress={() => setShowPreview(false)}>
              <PanelLeft aria-hidden className="size-4" />
              {trans('Edit')}
            </Button>
          )}
          <DeviceToggle device={device} onChange={setDevice} />
          {!wide && <span className="ml-auto w-16" />}
        </div>
        <div className="flex min-h-0 flex-1 justify-center overflow-auto bg-chip/40 p-3 min-[48rem]:p-5">
          <PreviewFrame draft={draft} width={DEVICE_WIDTHS[device]} />
        </div>
      </section>
    ) : null
  return (
    <div className="flex h-dvh overflow-hidden bg-background text-main">
      {panel}
      {/* Kept mounted on phones while the panel shows, so the preview keeps its page and state. */}
      {preview ?? (
        <div hidden>
          <PreviewFrame draft={draft} width={null} />
        </div>
      )}
      {!wide && !showPreview && (
        <Button
          variant="primary"
          className="fixed right-4 bottom-20 z-10 shadow-lg"
          onPress={() => setShowPreview(true)}
        >
          <Eye aria-hidden className="size-4" />
          {trans('Show preview')}
        </Button>
      )}
    </div>
  )
}

function EditorToolbar() {
  const trans = useTrans()
  const { canUndo, canRedo, undo, redo } = useAppearanceDraft()
  return (
    <header className="flex h-14 shrink-0 items-center gap-1 border-b border-divider px-3">
      <Tooltip label={trans('Back to the admin area')}>
        <Link
          href="/admin"
          aria-label={trans('Back to the admin area')}
          className="flex size-9 items-center justify-center rounded-full text-muted outline-none hover:bg-main/10 hover:text-main data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
        >
          <X aria-hidden className="size-5" />
        </Link>
      </Tooltip>
      <h1 className="ml-1 flex-1 truncate text-base font-semibold">{trans('Appearance')}</h1>
      <Tooltip label={trans('Undo (Ctrl+Z)')}>
        <IconButton aria-label={trans('Undo the last change')} isDisabled={!canUndo} onPress={undo}>
          <Undo2 aria-hidden />
        </IconButton>
      </Tooltip>
      <Tooltip label={trans('Redo (Ctrl+Shift+Z)')}>
        <IconButton aria-label={trans('Redo the change')} isDisabled={!canRedo} onPress={redo}>
          <Redo2 aria-hidden />
        </IconButton>
      </Tooltip>
    </header>
  )
}

/** The sections the viewer may open, or the open one. */
function SectionPanel() {
  const trans = useTrans()
  const viewer = useBootstrap()
  const [sectionId] = useAppearancePath()
  const sections = appearanceSections.filter(
    (section) => !section.permission || hasPermission(viewer, section.permission)
  )
  const open = sections.find((section) => section.id === sectionId)
  if (!open)
    return (
      <nav aria-label={trans('Sections')} className="p-2">
        <ul className="flex flex-col gap-0.5">
          {sections.map((section) => (
            <li key={section.id}>
              <SectionLink section={section} />
            </li>
          ))}
        </ul>
      </nav>
    )
  return (
    <div>
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-divider bg-paper px-3 py-2">
        <Link
          href={appearanceUrl()}
          aria-label={trans('All sections')}
          className="flex size-8 items-center justify-center rounded-full text-muted outline-none hover:bg-main/10 hover:text-main data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
        >
          <ArrowLeft aria-hidden className="size-4" />
        </Link>
        <h2 className="truncate text-sm font-semibold">{trans(open.label)}</h2>
      </div>
      <div className="p-4">
        <Suspense fallback={<SectionSkeleton />}>
          <open.Screen />
        </Suspense>
      </div>
    </div>
  )
}

function SectionLink({ section }: { section: RegisteredSection }) {
  const trans = useTrans()
  const Icon = section.icon
  return (
    <Link
      href={appearanceUrl(section.id)}
      className="flex items-center gap-3 rounded-base px-3 py-2.5 text-sm font-medium outline-none hover:bg-main/8 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary"
    >
      <span className="flex size-8 items-center justify-center rounded-base bg-chip text-muted">
        <Icon className="size-4" />
      </span>
      <span className="flex-1">{trans(section.label)}</span>
      <ChevronRight aria-hidden className="size-4 text-muted" />
    </Link>
  )
}

/** Cancel and Save, with the save's outcome told in a toast (409: someone else saved meanwhile). */
function SaveBar() {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const { isDirty, saved, values, version, discard } = useAppearanceDraft()
  const draft = useDraftStore()
  const save = useSaveAppearance()
  const onSave = () =>
    save.mutate(saveRequestOf(saved, values, version), {
      onSuccess: (stored) => {
        draft.markSaved(stored)
        toasts.positive(trans('Appearance saved'))
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409)
          toasts.danger(messageOf(error.body) ?? trans('Someone else saved the appearance meanwhile.'))
        else handleMutationError(error, { toasts, trans })
      },
    })
  return (
    <footer className="flex shrink-0 items-center justify-end gap-2 border-t border-divider px-4 py-3">
      <span className="mr-auto text-xs text-muted" role="status">
        {isDirty ? trans('Unsaved changes') : trans('All changes saved')}
      </span>
      <Button size="sm" variant="ghost" isDisabled={!isDirty || save.isPending} onPress={discard}>
        {trans('Cancel')}
      </Button>
      <Button size="sm" variant="primary" isDisabled={!isDirty} isPending={save.isPending} onPress={onSave}>
        {trans('Save')}
      </Button>
    </footer>
  )
}

function EditorSkeleton() {
  return (
    <div className="flex h-dvh bg-background">
      <div className="flex w-full flex-col gap-3 border-r border-divider bg-paper p-4 min-[48rem]:w-[22rem]">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-11 w-full" />
        ))}
      </div>
      <div className="hidden flex-1 items-center justify-center min-[48rem]:flex">
        <Spinner />
      </div>
    </div>
  )
}

function SectionSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  )
}
