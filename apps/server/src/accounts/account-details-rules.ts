import type * as z from 'zod';

const TIMEZONES = new Set(Intl.supportedValuesOf('timeZone'));

interface AccountDetails {
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  language?: string | null | undefined;
  country?: string | null | undefined;
  timezone?: string | null | undefined;
}

/** The server's checks on `PUT users/{id}` beyond the contract's types; the language is looked up apart. */
export function checkAccountDetails(value: AccountDetails, ctx: z.core.$RefinementCtx): void {
  for (const field of ['first_name', 'last_name'] as const) {
    if ((value[field]?.length ?? 0) > 255) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'The :attribute field must not be greater than 255 characters.',
      });
    }
  }
  if (value.country && !/^[A-Za-z]{2}$/.test(value.country)) {
    ctx.addIssue({ code: 'custom', path: ['country'], message: 'The selected country is invalid.' });
  }
  if (value.timezone && !TIMEZONES.has(value.timezone) && value.timezone !== 'UTC') {
    ctx.addIssue({ code: 'custom', path: ['timezone'], message: 'The selected timezone is invalid.' });
  }
}
