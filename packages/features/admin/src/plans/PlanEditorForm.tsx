import { isValidationError } from '@tonearm/client';
import type {
  AdminPlan,
  AdminPlanResponse,
  PermissionGroup,
  PlanPayload,
  PlanSyncGateway,
} from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, ButtonLink, Form, toast } from '@tonearm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PermissionsFormField } from '../permission-editor/PermissionsFormField';
import { PlanDetailsFields } from './PlanDetailsFields';
import { PlanFeatureLinesField } from './PlanFeatureLinesField';

import { PlanPricesField } from './PlanPricesField';
import {
  EMPTY_PLAN_FORM,
  type PlanFormValues,
  planFormResolver,
  planFormValues,
  planPayload,
  planServerErrors,
} from './plan-form';

export interface PlanEditorFormProps {
  /** The plan being edited; `null` for a new one. */
  plan: AdminPlan | null;
  catalogue: readonly PermissionGroup[];
  /** The payment providers Sync pushes the plan to; Sync shows only when there is one. */
  syncGateways: readonly PlanSyncGateway[];
  save: (payload: PlanPayload) => Promise<AdminPlanResponse>;
  sync: () => Promise<PlanSyncGateway[]>;
}

const GATEWAY_NAMES: Record<PlanSyncGateway, string> = { stripe: 'Stripe', paypal: 'PayPal' };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-border border-t pt-5">
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** The plan's details, feature lines, prices and permissions, saved together. */
export function PlanEditorForm({ plan, catalogue, syncGateways, save, sync }: PlanEditorFormProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [syncing, setSyncing] = useState(false);
  const form = useForm<PlanFormValues>({
    defaultValues: plan ? planFormValues(plan) : EMPTY_PLAN_FORM,
    resolver: planFormResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (values: PlanFormValues) => {
    try {
      const saved = await save(planPayload(values));
      toast.positive(plan ? trans('Plan updated') : trans('Plan created'));
      if (plan) form.reset(planFormValues(saved.plan));
      else navigate(`/admin/plans/${saved.plan.id}/edit`, { replace: true });
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const { applied, unmatched } = applyServerErrors(form, planServerErrors(error.fieldErrors()));
      // A refusal about the prices as a whole (a paid-for price removed) has no field: the list shows it.
      if (unmatched.prices) form.setError('prices', { type: 'server', message: unmatched.prices });
      if (applied.length === 0 && !unmatched.prices) showRequestError(error);
    }
  };

  const pushToProviders = async () => {
    setSyncing(true);
    try {
      const synced = await sync();
      toast.positive(
        trans('Plan pushed to :providers', {
          providers: synced.map((name) => GATEWAY_NAMES[name]).join(', '),
        }),
      );
    } catch (error) {
      showRequestError(error);
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <ButtonLink href="/admin/plans" variant="link" size="sm" className="self-start">
            {trans('Plans')}
          </ButtonLink>
          <h1 className="truncate font-semibold text-xl">
            {plan ? trans('Edit “:name” plan', { name: plan.name }) : trans('New plan')}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {plan && syncGateways.length > 0 && (
            <Button variant="outline" isPending={syncing} isDisabled={isDirty} onPress={pushToProviders}>
              {trans('Sync with :providers', {
                providers: syncGateways.map((name) => GATEWAY_NAMES[name]).join(', '),
              })}
            </Button>
          )}
          <Button type="submit" isDisabled={!isDirty} isPending={isSubmitting}>
            {trans('Save')}
          </Button>
        </div>
      </header>
      <PlanDetailsFields control={form.control} />
      <Section title={trans('Feature lines')}>
        <PlanFeatureLinesField control={form.control} />
      </Section>
      <Section title={trans('Prices')}>
        <PlanPricesField control={form.control} />
      </Section>
      <Section title={trans('What subscribers may do')}>
        <PermissionsFormField control={form.control} name="permissions" catalogue={catalogue} />
      </Section>
    </Form>
  );
}
