import type { UploadMinutes } from '@tonearm/client/contract';
import { useFormatNumber, useTrans } from '@tonearm/shell';
import { Button, ButtonLink } from '@tonearm/ui';

export interface UploadMinutesNoticeProps {
  /** The minutes used and left; `undefined` while they load. */
  minutes: UploadMinutes | undefined;
  /** Why the last dropped files were kept back, in the server's words. */
  refusal: string | null;
  /** Whether the minutes could not be loaded. */
  failed: boolean;
  onRetry: () => void;
}

/**
 * The minutes the artist may still upload, and, once they run out or a drop would go over, why and where to get
 * more (`/pricing`). Announced politely, so a refusal is heard where the files were dropped.
 */
export function UploadMinutesNotice({ minutes, refusal, failed, onRetry }: UploadMinutesNoticeProps) {
  const { trans } = useTrans();
  const formatNumber = useFormatNumber();
  const format = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
  const over =
    refusal !== null || (minutes?.left !== null && minutes?.left !== undefined && minutes.left <= 0);
  return (
    <div aria-live="polite" className="flex flex-col gap-2">
      {failed && !minutes ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {trans('Your upload minutes could not be loaded.')}
          <Button variant="outline" size="sm" onPress={onRetry}>
            {trans('Try again')}
          </Button>
        </p>
      ) : minutes ? (
        <p className="text-muted-foreground text-sm">
          {minutes.left === null
            ? trans('You may upload as much music as you like.')
            : trans(':left of :limit upload minutes left.', {
                left: format(minutes.left),
                limit: format(minutes.limit ?? 0),
              })}
        </p>
      ) : null}
      {over ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-ui border border-danger p-3">
          <p className="text-sm">{refusal ? trans(refusal) : trans('You have no upload minutes left.')}</p>
          <ButtonLink size="sm" href="/pricing">
            {trans('See the plans')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
