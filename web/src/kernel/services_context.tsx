import { createContext, useContext, type ReactNode } from 'react'
import type { DependencyContainer } from 'tsyringe'
import { resolve } from '../services/container.js'
import type { Token } from '../services/tokens.js'

const ServicesContext = createContext<DependencyContainer | null>(null)

export function ServicesProvider({
  container,
  children,
}: {
  container: DependencyContainer
  children: ReactNode
}) {
  return <ServicesContext value={container}>{children}</ServicesContext>
}

/** The one bridge from React to the client services: useService(API_CLIENT). */
export function useService<T>(token: Token<T>): T {
  const container = useContext(ServicesContext)
  if (!container) throw new Error('useService must be called inside <ServicesProvider>')
  return resolve(container, token)
}
