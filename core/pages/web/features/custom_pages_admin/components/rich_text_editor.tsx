import { useEffect, useState, type ReactNode } from 'react'
import Bold from 'lucide-react/icons/bold'
import Code from 'lucide-react/icons/code'
import Heading2 from 'lucide-react/icons/heading-2'
import Heading3 from 'lucide-react/icons/heading-3'
import ImageIcon from 'lucide-react/icons/image'
import Italic from 'lucide-react/icons/italic'
import LinkIcon from 'lucide-react/icons/link'
import List from 'lucide-react/icons/list'
import ListOrdered from 'lucide-react/icons/list-ordered'
import Quote from 'lucide-react/icons/quote'
import Redo from 'lucide-react/icons/redo-2'
import SquareCode from 'lucide-react/icons/square-code'
import Undo from 'lucide-react/icons/undo-2'
import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Form as RACForm, Separator, ToggleButton, Toolbar } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Dialog } from '@web/ui/dialog.js'
import { TextField } from '@web/ui/text_field.js'

export interface RichTextEditorProps {
  /** The field's name: the server's message for it shows under the editor. */
  name: string
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  errorMessage?: string
}

/** Where the URL dialog is: adding a link or an image. */
type UrlDialog = 'link' | 'image' | null

/**
 * A page body editor (TipTap on ProseMirror): headings, bold and italic,
 * links, lists, quotes, images by address, inline code and code blocks, undo.
 * It writes HTML; the server sanitizes it on save. Loaded lazily, so the
 * editor is only downloaded by admins who open it.
 */
export default function RichTextEditor({ name, label, value, onChange, onBlur, errorMessage }: RichTextEditorProps) {
  const trans = useTrans()
  const [dialog, setDialog] = useState<UrlDialog>(null)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        'role': 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': errorMessage ? 'true' : 'false',
        'class': 'prose min-h-72 max-w-none px-4 py-3 outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  })

  // Discard (or a reload of the page) sets the value from outside: the editor follows.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <div className="flex flex-col">
      <span className="mb-1.5 block text-sm font-medium text-main" id={`${name}-label`}>
        {label}
      </span>
      <div
        className={cx(
          'overflow-hidden rounded-base border bg-background transition-colors focus-within:border-main focus-within:ring-1 focus-within:ring-main',
          errorMessage ? 'border-danger' : 'border-divider hover:border-muted'
        )}
      >
        {editor && <EditorToolbar editor={editor} onOpenDialog={setDialog} />}
        <EditorContent editor={editor} data-name={name} />
      </div>
      {errorMessage && <span className="mt-1.5 block text-xs font-medium text-danger">{errorMessage}</span>}
      {editor && (
        <UrlDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          editor={editor}
          linkTitle={trans('Add a link')}
          imageTitle={trans('Add an image')}
        />
      )}
    </div>
  )
}

function EditorToolbar({ editor, onOpenDialog }: { editor: Editor; onOpenDialog: (dialog: UrlDialog) => void }) {
  const trans = useTrans()
  // Re-renders the toolbar only when what it shows changes, not on every keystroke.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      code: current.isActive('code'),
      codeBlock: current.isActive('codeBlock'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()

  return (
    <Toolbar
      aria-label={trans('Formatting')}
      className="flex flex-wrap items-center gap-0.5 border-b border-divider bg-paper px-1.5 py-1"
    >
      <Tool label={trans('Heading')} isSelected={active.h2} onChange={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </Tool>
      <Tool label={trans('Subheading')} isSelected={active.h3} onChange={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </Tool>
      <ToolSeparator />
      <Tool label={trans('Bold')} isSelected={active.bold} onChange={() => chain().toggleBold().run()}>
        <Bold />
      </Tool>
      <Tool label={trans('Italic')} isSelected={active.italic} onChange={() => chain().toggleItalic().run()}>
        <Italic />
      </Tool>
      <Tool
        label={trans('Link')}
        isSelected={active.link}
        onChange={() => (active.link ? chain().unsetLink().run() : onOpenDialog('link'))}
      >
        <LinkIcon />
      </Tool>
      <ToolSeparator />
      <Tool label={trans('Bulleted list')} isSelected={active.bulletList} onChange={() => chain().toggleBulletList().run()}>
        <List />
      </Tool>
      <Tool label={trans('Numbered list')} isSelected={active.orderedList} onChange={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </Tool>
      <Tool label={trans('Quote')} isSelected={active.blockquote} onChange={() => chain().toggleBlockquote().run()}>
        <Quote />
      </Tool>
      <ToolSeparator />
      <Tool label={trans('Image')} isSelected={false} onChange={() => onOpenDialog('image')}>
        <ImageIcon />
      </Tool>
      <Tool label={trans('Inline code')} isSelected={active.code} onChange={() => chain().toggleCode().run()}>
        <Code />
      </Tool>
      <Tool label={trans('Code block')} isSelected={active.codeBlock} onChange={() => chain().toggleCodeBlock().run()}>
        <SquareCode />
      </Tool>
      <span className="flex-1" />
      <Tool label={trans('Undo')} isSelected={false} isDisabled={!active.canUndo} onChange={() => chain().undo().run()}>
        <Undo />
      </Tool>
      <Tool label={trans('Redo')} isSelected={false} isDisabled={!active.canRedo} onChange={() => chain().redo().run()}>
        <Redo />
      </Tool>
    </Toolbar>
  )
}

function Tool({
  label,
  isSelected,
  isDisabled,
  onChange,
  children,
}: {
  label: string
  isSelected: boolean
  isDisabled?: boolean
  onChange: () => void
  children: ReactNode
}) {
  return (
    <ToggleButton
      aria-label={label}
      isSelected={isSelected}
      isDisabled={isDisabled}
      onChange={onChange}
      className={cx(
        'flex size-8 cursor-default items-center justify-center rounded-base text-muted outline-none transition-colors [&_svg]:size-4',
        'hover:bg-main/8 hover:text-main data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary',
        'data-selected:bg-primary/15 data-selected:text-primary data-disabled:opacity-40'
      )}
    >
      {children}
    </ToggleButton>
  )
}

function ToolSeparator() {
  return <Separator orientation="vertical" className="mx-1 h-5 w-px bg-divider" />
}

/** The address (and, for an image, its description) of a link or image to insert. */
function UrlDialogs({
  dialog,
  onClose,
  editor,
  linkTitle,
  imageTitle,
}: {
  dialog: UrlDialog
  onClose: () => void
  editor: Editor
  linkTitle: string
  imageTitle: string
}) {
  const trans = useTrans()
  const [url, setUrl] = useState('')
  const [alt, setAlt] = useState('')
  const close = () => {
    setUrl('')
    setAlt('')
    onClose()
  }
  const insert = () => {
    const address = url.trim()
    if (!address) return
    if (dialog === 'link') editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run()
    if (dialog === 'image') editor.chain().focus().setImage({ src: address, alt: alt.trim() }).run()
    close()
  }
  return (
    <Dialog
      isOpen={dialog !== null}
      onOpenChange={(open) => !open && close()}
      size="sm"
      title={dialog === 'image' ? imageTitle : linkTitle}
      closeLabel={trans('Close')}
      footer={
        <>
          <Button variant="ghost" size="sm" onPress={close}>
            {trans('Cancel')}
          </Button>
          <Button variant="primary" size="sm" type="submit" form="rich-text-url" isDisabled={!url.trim()}>
            {dialog === 'image' ? trans('Add image') : trans('Add link')}
          </Button>
        </>
      }
    >
      {/* A form of its own: the dialog lives outside the page's form, Enter inserts. */}
      <RACForm
        id="rich-text-url"
        className="flex flex-col gap-4 p-6"
        onSubmit={(event) => {
          event.preventDefault()
          // React bubbles events through portals: the page's own form must not save.
          event.stopPropagation()
          insert()
        }}
      >
        <TextField
          autoFocus
          label={trans('Address')}
          placeholder={dialog === 'image' ? 'https://example.com/photo.jpg' : 'https://example.com or /pages/about-us'}
          value={url}
          onChange={setUrl}
          isRequired
        />
        {dialog === 'image' && <TextField label={trans('Description for screen readers')} value={alt} onChange={setAlt} />}
      </RACForm>
    </Dialog>
  )
}
