import { useTrans } from '@tonearm/shell';

/** Tells the payer that the built-in test provider moves no money, and which cards it accepts and declines. */
export function TestModeNote() {
  const { trans } = useTrans();
  return (
    <div className="rounded-ui border border-border border-dashed bg-muted/40 p-3 text-sm">
      <p className="font-medium">{trans('Test mode: no real payment is made.')}</p>
      <p className="text-muted-foreground">
        {trans(
          'Use 4242 4242 4242 4242 with any future expiry date and any 3-digit code; 4000 0000 0000 0002 is declined.',
        )}
      </p>
    </div>
  );
}
