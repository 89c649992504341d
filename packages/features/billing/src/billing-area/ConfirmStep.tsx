import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, toast } from '@tonearm/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';

export interface ConfirmStepProps {
  children: ReactNode;
  confirmLabel: string;
  /** Does the change; its rejection shows the generic error. */
  onConfirm(): Promise<void>;
  /** The toast once done, back on /billing. */
  doneMessage: string;
  /** @default 'primary' */
  variant?: 'primary' | 'danger';
}

/** A change the subscriber confirms: what will happen, Confirm (once, however often pressed), and a way back. */
export function ConfirmStep({
  children,
  confirmLabel,
  onConfirm,
  doneMessage,
  variant = 'primary',
}: ConfirmStepProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    if (isPending) return;
    setPending(true);
    try {
      await onConfirm();
      toast.positive(doneMessage);
      void navigate('/billing', { replace: true });
    } catch (error) {
      showRequestError(error);
      setPending(false);
    }
  };
  return (
    <section className="flex flex-col gap-4 rounded-ui border border-border bg-paper p-5">
      {children}
      <div className="flex flex-wrap gap-2">
        <Button variant={variant} isPending={isPending} onPress={() => void confirm()}>
          {confirmLabel}
        </Button>
        <ButtonLink href="/billing" variant="ghost">
          {trans('Go back')}
        </ButtonLink>
      </div>
    </section>
  );
}
