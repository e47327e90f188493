import { useEffect, useState } from 'react'
import Check from 'lucide-react/icons/check'
import Copy from 'lucide-react/icons/copy'
import { useTrans } from '../i18n/use_trans.js'
import { Button, type ButtonProps } from './button.js'

const COPIED_FEEDBACK_MS = 2000

/** Copies `text` to the clipboard and says so on the button for a moment. */
export function CopyButton({
  text,
  children,
  ...props
}: Omit<ButtonProps, 'onPress' | 'children'> & { text: string; children?: string }) {
  const trans = useTrans()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <Button
      {...props}
      onPress={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
      }}
    >
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {copied ? trans('Copied') : (children ?? trans('Copy'))}
    </Button>
  )
}
