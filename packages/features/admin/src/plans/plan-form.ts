import type { AdminPlan, GrantedPermissionValue, PlanPayload, PriceInterval } from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** A billing period as the editor offers it; a week is sent as seven days, as prices count in days, months or years. */
export type PlanPeriod = PriceInterval | 'week';
export const PLAN_PERIODS: readonly PlanPeriod[] = ['day', 'week', 'month', 'year'];
/** The longest count per period: one year, as payment providers bill at most yearly. */
export const MAX_PERIOD_COUNT: Readonly<Record<PlanPeriod, number>> = {
  day: 365,
  week: 52,
  month: 12,
  year: 1,
};

/** One price row of the editor. */
export interface PlanPriceValue {
  /** The stored price it edits; `null` for a price added in this edit. */
  priceId: number | null;
  amount: string;
  currency: string;
  interval: PlanPeriod;
  interval_count: string;
  /** Who pays it now; above 0 its terms are locked. */
  subscribers: number;
}

/** What the plan editor's form holds. */
export interface PlanFormValues {
  name: string;
  description: string;
  position: string;
  recommended: boolean;
  hidden: boolean;
  free: boolean;
  feature_list: { text: string }[];
  prices: PlanPriceValue[];
  permissions: GrantedPermissionValue[];
}

export const MAX_PLAN_NAME = 100;
export const MAX_PLAN_DESCRIPTION = 1000;
export const MAX_FEATURE_LINE = 200;

const wholeNumber = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

const priceSchema = z
  .object({
    amount: z.string().check(
      z.refine((text) => text.trim() !== '' && Number(text) >= 0 && Number(text) <= 999_999, {
        message: 'Give an amount of 0 or more.',
      }),
    ),
    currency: z
      .string()
      .check(z.regex(/^[A-Za-z]{3}$/, 'Give the currency as a three-letter code, like USD.')),
    interval: z.enum(PLAN_PERIODS as [PlanPeriod, ...PlanPeriod[]]),
    interval_count: z.string(),
  })
  .check(
    z.refine((price) => wholeNumber(price.interval_count, 1, MAX_PERIOD_COUNT[price.interval]), {
      message: 'A price covers at least one period and at most one year.',
      path: ['interval_count'],
    }),
  );

const planFormSchema = z.object({
  name: z.string().check(
    z.refine((name) => name.trim() !== '', { message: 'The name field is required.' }),
    z.maxLength(MAX_PLAN_NAME, `The name may be at most ${MAX_PLAN_NAME} characters.`),
  ),
  description: z
    .string()
    .check(
      z.maxLength(MAX_PLAN_DESCRIPTION, `The description may be at most ${MAX_PLAN_DESCRIPTION} characters.`),
    ),
  position: z
    .string()
    .check(z.refine((text) => wholeNumber(text, 0, 1000), { message: 'Give a position from 0 to 1000.' })),
  feature_list: z.array(
    z.object({
      text: z.string().check(
        z.refine((text) => text.trim() !== '', { message: 'Write the line or remove it.' }),
        z.maxLength(MAX_FEATURE_LINE, `A line may be at most ${MAX_FEATURE_LINE} characters.`),
      ),
    }),
  ),
  prices: z.array(priceSchema),
});

/** A new plan: listed, not free, one monthly price to fill in. */
export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: '',
  description: '',
  position: '0',
  recommended: false,
  hidden: false,
  free: false,
  feature_list: [],
  prices: [],
  permissions: [],
};

/** A new price row: monthly, in the currency of the plan's other prices. */
export function newPriceValue(currency = 'USD'): PlanPriceValue {
  return { priceId: null, amount: '', currency, interval: 'month', interval_count: '1', subscribers: 0 };
}

/** The form's values for a plan the server sent; seven-day prices show as weeks. */
export function planFormValues(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description ?? '',
    position: String(plan.position),
    recommended: plan.recommended,
    hidden: plan.hidden,
    free: plan.free,
    feature_list: plan.feature_list.map((text) => ({ text })),
    prices: plan.prices.map((price) => {
      const weeks = price.interval === 'day' && price.interval_count % 7 === 0;
      return {
        priceId: price.id,
        amount: String(price.amount),
        currency: price.currency,
        interval: weeks ? 'week' : price.interval,
        interval_count: String(weeks ? price.interval_count / 7 : price.interval_count),
        subscribers: price.subscribers,
      };
    }),
    permissions: plan.permissions,
  };
}

/** The body of `POST admin/plans` or `PUT admin/plans/{id}` for the form's values. */
export function planPayload(values: PlanFormValues): PlanPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    position: Number(values.position),
    recommended: values.recommended,
    hidden: values.hidden,
    free: values.free,
    feature_list: values.feature_list.map((line) => line.text.trim()),
    permissions: values.permissions,
    // A free plan is sold at no price: its prices go, unless subscribers still pay one (the server says so).
    prices: (values.free ? [] : values.prices).map((price) => {
      const count = Number(price.interval_count);
      return {
        ...(price.priceId === null ? {} : { id: price.priceId }),
        amount: Number(price.amount),
        currency: price.currency.trim().toUpperCase(),
        interval: price.interval === 'week' ? 'day' : price.interval,
        interval_count: price.interval === 'week' ? count * 7 : count,
      };
    }),
  };
}

/** Checks the fields before anything is sent; `translate` words each message in the interface's language. */
export const planFormResolver = (translate: (message: string) => string): Resolver<PlanFormValues> =>
  translatedZodResolver<PlanFormValues>(planFormSchema, translate);

/** The server's field errors keyed as the form's fields: one about a permission belongs to the editor as a whole. */
export function planServerErrors(
  errors: Readonly<Record<string, string | readonly string[]>>,
): Record<string, string[]> {
  const keyed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = field.startsWith('permissions.')
      ? 'permissions'
      : field.startsWith('feature_list.')
        ? `${field}.text`
        : field;
    keyed[key] = [...(keyed[key] ?? []), ...(typeof messages === 'string' ? [messages] : messages)];
  }
  return keyed;
}
