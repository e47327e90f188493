import { useMutation, useQuery } from '@tanstack/react-query'
import Languages from 'lucide-react/icons/languages'
import { useBootstrap, useCurrentUser, useSetting } from '../../bootstrap/use_bootstrap.js'
import { toBoolean } from '../../bootstrap/settings.js'
import { useTrans } from '../../i18n/use_trans.js'
import { useService } from '../../kernel/services_context.js'
import { handleMutationError } from '../../services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '../../services/tokens.js'
import { IconButton } from '../../ui/button.js'
import { Menu, MenuItem } from '../../ui/menu.js'
import { Tooltip } from '../../ui/tooltip.js'

/**
 * Spec section 6: the site's languages, shown only while i18n is enabled and
 * the site has more than one. The choice is the signed-in person's
 * (POST users/me/locale); the page then loads again in that language, whose
 * texts come with the page.
 */
export function LanguageSwitcher() {
  const user = useCurrentUser()
  const enabled = toBoolean(useSetting('i18n.enable'))
  if (!enabled || !user) return null
  return <LanguageMenu />
}

function LanguageMenu() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const { i18n } = useBootstrap()
  // Only the site's languages (small), not the time zones and countries the account pickers load.
  const languages =
    useQuery({
      queryKey: ['value-lists', 'localizations'],
      queryFn: () => api.get<{ localizations: Array<{ language: string; name: string }> }>('value-lists/localizations'),
      staleTime: Infinity,
    }).data?.localizations ?? []
  const choose = useMutation({
    mutationFn: (locale: string) => api.post<{ locale: string }>('users/me/locale', { locale }),
    onSuccess: () => window.location.reload(),
    onError: (error) => handleMutationError(error, { toasts, trans }),
  })
  if (languages.length < 2) return null

  return (
    <Menu
      aria-label={trans('Language')}
      selectionMode="single"
      selectedKeys={[i18n.language]}
      onAction={(key) => {
        if (String(key) !== i18n.language) choose.mutate(String(key))
      }}
      trigger={
        <Tooltip label={trans('Language')}>
          <IconButton aria-label={trans('Language')}>
            <Languages />
          </IconButton>
        </Tooltip>
      }
    >
      {languages.map((language) => (
        <MenuItem key={language.language} id={language.language} textValue={language.name}>
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  )
}
