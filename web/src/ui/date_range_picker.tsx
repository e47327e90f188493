import CalendarDays from 'lucide-react/icons/calendar-days'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import {
  Button as RACButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  RangeCalendar,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
} from 'react-aria-components'
import { cx } from './cx.js'
import { FieldParts, fieldChrome, inputBoxClasses, inputSizeClasses, type FieldProps, type InputSize } from './field.js'
import { Popover } from './popover.js'

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'className'>,
    FieldProps {
  size?: InputSize
  className?: string
}

const segmentClasses =
  'rounded-sm px-0.5 tabular-nums outline-none data-placeholder:text-muted data-focused:bg-primary data-focused:text-on-primary'

/**
 * Two dates typed segment by segment or picked on a month calendar
 * (react-aria's DateRangePicker): the first and last day of a range.
 */
export function DateRangePicker<T extends DateValue>({ size = 'sm', ...props }: DateRangePickerProps<T>) {
  const { root, parts } = fieldChrome(props)
  return (
    <RACDateRangePicker {...root}>
      <FieldParts {...parts}>
        <Group className={cx(inputBoxClasses, inputSizeClasses[size], 'flex w-auto items-center gap-1 pr-1')}>
          <DateInput slot="start" className="flex">
            {(segment) => <DateSegment segment={segment} className={segmentClasses} />}
          </DateInput>
          <span aria-hidden className="px-1 text-muted">
            –
          </span>
          <DateInput slot="end" className="flex flex-1">
            {(segment) => <DateSegment segment={segment} className={segmentClasses} />}
          </DateInput>
          <RACButton className="ml-1 flex size-7 items-center justify-center rounded-sm text-muted outline-none hover:bg-chip hover:text-main data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary">
            <CalendarDays aria-hidden className="size-4" />
          </RACButton>
        </Group>
      </FieldParts>
      <Popover placement="bottom end" className="p-3">
        <Dialog className="outline-none">
          <RangeCalendar className="w-72">
            <header className="mb-2 flex items-center gap-2">
              <RACButton slot="previous" className="flex size-8 items-center justify-center rounded-base text-muted outline-none hover:bg-chip hover:text-main data-disabled:opacity-40 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary">
                <ChevronLeft aria-hidden className="size-4" />
              </RACButton>
              <Heading className="flex-1 text-center text-sm font-semibold" />
              <RACButton slot="next" className="flex size-8 items-center justify-center rounded-base text-muted outline-none hover:bg-chip hover:text-main data-disabled:opacity-40 data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary">
                <ChevronRight aria-hidden className="size-4" />
              </RACButton>
            </header>
            <CalendarGrid className="w-full border-collapse text-sm [&_th]:pb-1 [&_th]:text-xs [&_th]:font-medium [&_th]:text-muted">
              {(date) => (
                <CalendarCell
                  date={date}
                  className={cx(
                    'flex h-9 items-center justify-center tabular-nums outline-none',
                    'data-outside-month:invisible data-disabled:text-disabled data-unavailable:text-disabled',
                    'hover:bg-chip data-selected:bg-primary/15 data-selection-start:rounded-l-full data-selection-end:rounded-r-full',
                    'data-selection-start:bg-primary data-selection-start:text-on-primary data-selection-end:bg-primary data-selection-end:text-on-primary',
                    'data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-primary rounded-full data-selected:rounded-none'
                  )}
                />
              )}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  )
}
