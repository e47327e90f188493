import { useRef } from 'react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { useTrans } from '../../i18n/use_trans.js'
import { useHydrated } from '../../platform/use_hydrated.js'
import { IconButton } from '../../ui/button.js'
import { Tooltip } from '../../ui/tooltip.js'

/**
 * Where this tab stands in its history. react-router numbers entries in
 * history.state.idx; a push drops everything ahead, so the furthest index
 * seen since the last push tells whether forward leads anywhere.
 */
function useHistoryPosition() {
  useLocation() // re-render on every navigation
  const navigationType = useNavigationType()
  const furthest = useRef(0)
  const index: number = useHydrated() ? (window.history.state?.idx ?? 0) : 0
  furthest.current = navigationType === 'PUSH' ? index : Math.max(furthest.current, index)
  return { canGoBack: index > 0, canGoForward: index < furthest.current }
}

export function HistoryButtons() {
  const trans = useTrans()
  const navigate = useNavigate()
  const { canGoBack, canGoForward } = useHistoryPosition()
  return (
    <div className="flex items-center gap-2">
      <Tooltip label={trans('Go back')}>
        <IconButton
          aria-label={trans('Go back')}
          variant="secondary"
          size="sm"
          isDisabled={!canGoBack}
          onPress={() => navigate(-1)}
        >
          <ChevronLeft />
        </IconButton>
      </Tooltip>
      <Tooltip label={trans('Go forward')}>
        <IconButton
          aria-label={trans('Go forward')}
          variant="secondary"
          size="sm"
          isDisabled={!canGoForward}
          onPress={() => navigate(1)}
        >
          <ChevronRight />
        </IconButton>
      </Tooltip>
    </div>
  )
}
