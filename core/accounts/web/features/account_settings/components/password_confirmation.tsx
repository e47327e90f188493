import { useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import { useService } from '@web/kernel/services_context.js'
import { isApiError } from '@web/services/api_error.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ConfirmPasswordDialog } from './confirm_password_dialog.js'
import { ACCOUNT_KEYS } from '../api/account_query.js'

/** Spec section 9: a confirmed password is good for 9000 s. */
export const PASSWORD_CONFIRMATION_SECONDS = 9000
/** The server's answer to a sensitive action without a recent confirmation. */
const CONFIRMATION_REQUIRED_STATUS = 423

/** Runs a sensitive action once the password is confirmed; null when the person cancels. */
type WithConfirmedPassword = <T>(action: () => Promise<T>) => Promise<T | null>

const PasswordConfirmationContext = createContext<WithConfirmedPassword | null>(null)

/**
 * Spec section 4, password confirmation: before a sensitive action (two-factor
 * changes, recovery codes, deleting the account) the cached status says
 * whether the password was confirmed recently; if not, a dialog asks for it
 * first. An action the server still refuses with 423 (the confirmation ran
 * out meanwhile) asks again and runs once more.
 */
export function PasswordConfirmationProvider({ children }: { children: ReactNode }) {
  const api = useService(API_CLIENT)
  const queryClient = useQueryClient()
  const [isOpen, setOpen] = useState(false)
  const pending = useRef<((confirmed: boolean) => void) | null>(null)

  const askPassword = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current = resolve
        setOpen(true)
      }),
    []
  )

  const settle = (confirmed: boolean) => {
    setOpen(false)
    pending.current?.(confirmed)
    pending.current = null
  }

  const isConfirmed = useCallback(async () => {
    const status = await queryClient.fetchQuery({
      queryKey: ACCOUNT_KEYS.passwordStatus,
      queryFn: () =>
        api.get<{ confirmed: boolean }>('auth/user/confirmed-password-status', {
          query: { seconds: PASSWORD_CONFIRMATION_SECONDS },
        }),
      // Cached, yet never trusted longer than a minute: the server's window may close meanwhile.
      staleTime: 60_000,
    })
    return status.confirmed
  }, [api, queryClient])

  const withConfirmedPassword = useCallback<WithConfirmedPassword>(
    async (action) => {
      if (!(await isConfirmed()) && !(await askPassword())) return null
      try {
        return await action()
      } catch (error) {
        if (!isApiError(error) || error.status !== CONFIRMATION_REQUIRED_STATUS) throw error
        queryClient.setQueryData(ACCOUNT_KEYS.passwordStatus, { confirmed: false })
        if (!(await askPassword())) return null
        return action()
      }
    },
    [isConfirmed, askPassword, queryClient]
  )

  return (
    <PasswordConfirmationContext value={withConfirmedPassword}>
      {children}
      <ConfirmPasswordDialog
        isOpen={isOpen}
        onConfirmed={() => {
          queryClient.setQueryData(ACCOUNT_KEYS.passwordStatus, { confirmed: true })
          settle(true)
        }}
        onCancel={() => settle(false)}
      />
    </PasswordConfirmationContext>
  )
}

export function usePasswordConfirmation(): WithConfirmedPassword {
  const value = useContext(PasswordConfirmationContext)
  if (!value) throw new Error('usePasswordConfirmation needs <PasswordConfirmationProvider>')
  return value
}

/** Whether this page already knows the password was confirmed lately (an action would not prompt). */
export function usePasswordRecentlyConfirmed() {
  const queryClient = useQueryClient()
  return (
    queryClient.getQueryData<{ confirmed: boolean }>(ACCOUNT_KEYS.passwordStatus)?.confirmed ===
    true
  )
}
