import type { BootstrapMenuItem } from '../../../core/kernel/shared/bootstrap_data.js'

/** Links to other sites (or opening elsewhere) leave the app router alone. */
export function isExternal(item: Pick<BootstrapMenuItem, 'type' | 'action' | 'target'>) {
  return item.type === 'link' || item.target === '_blank' || /^(https?:)?\/\//i.test(item.action)
}
