import FolderUp from 'lucide-react/icons/folder-up'
import UploadCloud from 'lucide-react/icons/upload-cloud'
import Upload from 'lucide-react/icons/upload'
import { useState, type ReactNode } from 'react'
import { DropZone, FileTrigger, Text } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import type { PickedFile } from '../upload_queue/upload_types.js'
import { pickedFromDrop, pickedFromList } from './picked_files.js'

export interface UploadDropZoneProps {
  /** The picked or dropped files, folders walked (each file with its relative path), .DS_Store left out. */
  onFiles: (files: PickedFile[]) => void
  /** Offered first by the file picker (mime types or extensions); the queue's restrictions decide. */
  acceptedFileTypes?: readonly string[]
  /** Several files at once (default true). */
  allowsMultiple?: boolean
  /** A "Choose folder" button too (default true when allowsMultiple). */
  allowsFolders?: boolean
  /** The big line; defaults to 'Drop files or folders here'. */
  title?: ReactNode
  /** The muted line under it (what may be uploaded, how big). */
  description?: ReactNode
  isDisabled?: boolean
  /** 'lg' fills an upload screen; 'sm' sits in a form (a cover, an avatar). */
  size?: 'sm' | 'lg'
  className?: string
}

/**
 * Where files are dropped or picked: a drop target highlighted while
 * something is dragged over it, with buttons to choose files or a folder
 * (reachable by keyboard, and announced by screen readers as a drop target).
 */
export function UploadDropZone({
  onFiles,
  acceptedFileTypes,
  allowsMultiple = true,
  allowsFolders = allowsMultiple,
  title,
  description,
  isDisabled,
  size = 'lg',
  className,
}: UploadDropZoneProps) {
  const trans = useTrans()
  const [reading, setReading] = useState(false)
  const deliver = (files: PickedFile[]) => {
    const chosen = allowsMultiple ? files : files.slice(0, 1)
    if (chosen.length) onFiles(chosen)
  }
  const heading =
    title ?? (allowsMultiple ? trans('Drop files or folders here') : trans('Drop a file here'))

  return (
    <DropZone
      data-upload-drop-zone
      isDisabled={isDisabled}
      getDropOperation={(types) =>
        types.has('Files') || [...(acceptedFileTypes ?? [])].some((type) => types.has(type))
          ? 'copy'
          : 'cancel'
      }
      onDrop={async (event) => {
        setReading(true)
        try {
          deliver(await pickedFromDrop(event.items))
        } finally {
          setReading(false)
        }
      }}
      aria-label={typeof heading === 'string' ? heading : trans('Upload files')}
      className={({ isDropTarget, isFocusVisible, isDisabled: disabled }) =>
        cx(
          'flex flex-col items-center justify-center rounded-base border-2 border-dashed text-center transition-colors outline-none',
          size === 'lg' ? 'gap-4 px-6 py-12 sm:py-16' : 'gap-3 px-4 py-6',
          isDropTarget ? 'border-primary bg-primary/10' : 'border-divider bg-paper/40',
          isFocusVisible && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
          disabled && 'opacity-50',
          className
        )
      }
    >
      {({ isDropTarget }) => (
        <>
          <span
            aria-hidden
            className={cx(
              'flex items-center justify-center rounded-full transition-colors',
              size === 'lg' ? 'size-16' : 'size-11',
              isDropTarget ? 'bg-primary text-on-primary' : 'bg-chip text-muted'
            )}
          >
            <UploadCloud className={size === 'lg' ? 'size-8' : 'size-5'} />
          </span>
          <div className="flex flex-col gap-1">
            <Text
              slot="label"
              className={cx('font-semibold text-main', size === 'lg' ? 'text-lg' : 'text-sm')}
            >
              {isDropTarget ? trans('Release to upload') : heading}
            </Text>
            {description && <Text className="text-sm text-muted">{description}</Text>}
          </div>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <FileTrigger
              acceptedFileTypes={acceptedFileTypes}
              allowsMultiple={allowsMultiple}
              onSelect={(files) => deliver(pickedFromList(files))}
            >
              <Button
                variant="primary"
                size={size === 'lg' ? 'md' : 'sm'}
                isDisabled={isDisabled}
                isPending={reading}
              >
                <Upload aria-hidden className="size-4" />
                {allowsMultiple ? trans('Choose files') : trans('Choose file')}
              </Button>
            </FileTrigger>
            {allowsFolders && (
              <FileTrigger acceptDirectory onSelect={(files) => deliver(pickedFromList(files))}>
                <Button
                  variant="secondary"
                  size={size === 'lg' ? 'md' : 'sm'}
                  isDisabled={isDisabled}
                >
                  <FolderUp aria-hidden className="size-4" />
                  {trans('Choose folder')}
                </Button>
              </FileTrigger>
            )}
          </div>
        </>
      )}
    </DropZone>
  )
}
