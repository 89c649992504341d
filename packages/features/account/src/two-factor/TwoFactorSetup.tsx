import { TWO_FACTOR_CODE_LENGTH } from '@tonearm/client/contract';
import { GENERIC_ERROR_MESSAGE, useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField, Skeleton } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../account/submit-form';
import { QrCode } from './QrCode';
import type { TwoFactorControls } from './use-two-factor';

interface CodeValues {
  code: string;
}

/** State 1: the QR code and setup key, and the code that confirms the setup. */
export function TwoFactorSetup({ twoFactor }: { twoFactor: TwoFactorControls }) {
  const { trans } = useTrans();
  const form = useForm<CodeValues>({ defaultValues: { code: '' } });
  const { qrCode } = twoFactor;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        {trans(
          "To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code.",
        )}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {qrCode ? (
          <QrCode svg={qrCode.svg} />
        ) : twoFactor.qrCodeError ? (
          <p role="alert" className="text-sm">
            {trans(GENERIC_ERROR_MESSAGE)}
          </p>
        ) : (
          <Skeleton shape="rect" className="size-48 shrink-0" />
        )}
        {qrCode ? (
          <p className="break-all text-sm">
            <span className="font-medium">{trans('Setup key:')}</span>{' '}
            <code data-testid="two-factor-secret" className="font-mono">
              {qrCode.secret}
            </code>
          </p>
        ) : null}
      </div>
      <Form
        form={form}
        className="flex max-w-xs flex-col gap-4"
        onSubmit={async ({ code }) => {
          try {
            await twoFactor.confirm(code.trim());
          } catch (error) {
            reportFormError(form, error);
          }
        }}
      >
        <FormTextField<CodeValues>
          name="code"
          label={trans('Code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          rules={{
            required: trans('The code field is required.'),
            pattern: {
              value: /^\s*\d{6}\s*$/,
              message: trans('The code must be :count digits.', { count: TWO_FACTOR_CODE_LENGTH }),
            },
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {trans('Confirm')}
          </Button>
          <Button variant="outline" onPress={() => void twoFactor.cancel()} isDisabled={twoFactor.isBusy}>
            {trans('Cancel')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
