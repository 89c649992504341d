import { useTrans } from '@tonearm/shell';

export interface RecoveryCodesProps {
  codes: readonly string[];
}

/** The recovery codes, one per line, to be copied into a password manager. */
export function RecoveryCodes({ codes }: RecoveryCodesProps) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm">
        {trans(
          'Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost.',
        )}
      </p>
      <ul
        aria-label={trans('Recovery codes')}
        className="grid max-w-xl gap-1 rounded-ui bg-muted p-4 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
