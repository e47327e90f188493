import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { hasPermission } from './permissions.js'

export function usePermission(name: string) {
  return hasPermission(useBootstrap(), name)
}
