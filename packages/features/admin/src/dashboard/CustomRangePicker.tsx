import type { CalendarDate } from '@internationalized/date';
import { useTrans } from '@tonearm/shell';
import { popoverVariants } from '@tonearm/ui';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';

/** The longest custom range the report covers, in days (five years). */
const MAX_RANGE_DAYS = 5 * 366;

export interface CustomRangePickerProps {
  /** The days shown, both included. */
  value: { start: CalendarDate; end: CalendarDate };
  /** Called with a complete range of at most five years. */
  onChange(value: { start: CalendarDate; end: CalendarDate }): void;
  /** The last day that can be picked (today in the admin's timezone). */
  maxValue: CalendarDate;
}

const segmentClass =
  'rounded-sm px-0.5 tabular-nums outline-none data-[placeholder]:text-muted-foreground data-[focused]:bg-primary data-[focused]:text-primary-foreground';
const iconButtonClass =
  'flex size-8 items-center justify-center rounded-ui outline-none hover:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus';

/** React Aria's date range picker: two typed dates, or a range calendar in a popover. */
export function CustomRangePicker({ value, onChange, maxValue }: CustomRangePickerProps) {
  const { trans } = useTrans();
  return (
    <DateRangePicker
      value={value}
      maxValue={maxValue}
      onChange={(next) => {
        if (next && next.end.compare(next.start) < MAX_RANGE_DAYS) onChange(next);
      }}
      validate={(range) =>
        range && range.end.compare(range.start) >= MAX_RANGE_DAYS
          ? trans('A report covers at most five years.')
          : null
      }
      className="flex flex-col gap-1"
    >
      <Label className="font-medium text-sm">{trans('Custom range')}</Label>
      <Group className="flex h-10 items-center gap-1 rounded-ui border border-control bg-background pr-1 pl-3 text-sm data-[focus-within]:outline-2 data-[focus-within]:outline-focus">
        <DateInput slot="start" className="flex">
          {(segment) => <DateSegment segment={segment} className={segmentClass} />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className="flex">
          {(segment) => <DateSegment segment={segment} className={segmentClass} />}
        </DateInput>
        <Button className={`${iconButtonClass} ml-auto`}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldError className="text-danger text-sm" />
      <Popover className={popoverVariants({ layout: 'anchored' })}>
        <Dialog className="p-3 outline-none">
          <RangeCalendar className="flex flex-col gap-2">
            <header className="flex items-center justify-between gap-2">
              <Button slot="previous" className={iconButtonClass}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="font-medium text-sm" />
              <Button slot="next" className={iconButtonClass}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-0.5">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="flex size-9 items-center justify-center rounded-ui text-sm outline-none hover:bg-muted data-[disabled]:text-muted-foreground data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[outside-month]:hidden data-[selected]:bg-primary data-[selected]:text-primary-foreground data-[unavailable]:line-through"
                />
              )}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
