import { useMemo } from 'react'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { createTranslator, type Trans } from './translator.js'

/** trans('text', {placeholder: value}) bound to the active language's lines. */
export function useTrans(): Trans {
  const { lines } = useBootstrap().i18n
  return useMemo(() => createTranslator(lines), [lines])
}
