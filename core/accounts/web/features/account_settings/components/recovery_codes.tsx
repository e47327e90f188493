import Download from 'lucide-react/icons/download'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { CopyButton } from '@web/ui/copy_button.js'

/** Saves the codes as a text file named after the site. */
function download(codes: string[], siteName: string) {
  const url = URL.createObjectURL(new Blob([codes.join('\n') + '\n'], { type: 'text/plain' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`
  link.click()
  URL.revokeObjectURL(url)
}

/** Freshly made recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const trans = useTrans()
  const { branding } = useBootstrap()
  return (
    <div className="rounded-base border border-divider bg-background p-4 md:p-5">
      <p className="text-sm leading-6 text-muted">
        {trans(
          'Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost.'
        )}
      </p>
      <ul
        aria-label={trans('Recovery codes')}
        className="mt-4 grid gap-x-6 gap-y-1.5 font-mono text-sm text-main tabular-nums sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} variant="secondary" size="xs" />
        <Button variant="secondary" size="xs" onPress={() => download(codes, branding.site_name)}>
          <Download aria-hidden className="size-4" />
          {trans('Download')}
        </Button>
      </div>
    </div>
  )
}
