import type {
  AdminPlanRow,
  AdminSubscription,
  ChangeAdminSubscriptionPayload,
} from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Modal, Select, SelectItem } from '@tonearm/ui';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import { priceLabel } from '../plans/price-label';

export interface ChangePlanDialogProps {
  /** The subscription being moved; `null` keeps the dialog closed. */
  subscription: AdminSubscription | null;
  plans: readonly AdminPlanRow[];
  onClose: () => void;
  onChange: (id: number, body: ChangeAdminSubscriptionPayload) => Promise<void>;
}

/** Moves a subscription to another plan and price; a provider that bills it is told too. */
export function ChangePlanDialog({ subscription, plans, onClose, onChange }: ChangePlanDialogProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const [planId, setPlanId] = useState<number | null>(null);
  const [priceId, setPriceId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const paid = plans.filter((plan) => !plan.free);
  const plan = paid.find((candidate) => candidate.id === (planId ?? subscription?.plan?.id));
  const price =
    plan?.prices.find((candidate) => candidate.id === (priceId ?? subscription?.price?.id)) ??
    plan?.prices[0];

  const close = () => {
    setPlanId(null);
    setPriceId(null);
    onClose();
  };
  const save = async () => {
    if (!subscription || !plan) return;
    setSaving(true);
    try {
      await onChange(subscription.id, { product_id: plan.id, price_id: price?.id ?? null });
      close();
    } catch (error) {
      showRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal isOpen={subscription !== null} onOpenChange={(open) => !open && close()}>
      <Dialog>
        <DialogTitle>
          {trans('Change plan of :name', { name: subscription?.customer.name ?? '' })}
        </DialogTitle>
        <div className="flex flex-col gap-4">
          <Select
            label={trans('Plan')}
            value={plan ? String(plan.id) : null}
            onChange={(key) => {
              setPlanId(Number(key));
              setPriceId(null);
            }}
          >
            {paid.map((candidate) => (
              <SelectItem key={candidate.id} id={String(candidate.id)}>
                {candidate.name}
              </SelectItem>
            ))}
          </Select>
          {plan && plan.prices.length > 0 && (
            <Select
              label={trans('Price')}
              value={price ? String(price.id) : null}
              onChange={(key) => setPriceId(Number(key))}
            >
              {plan.prices.map((candidate) => (
                <SelectItem key={candidate.id} id={String(candidate.id)}>
                  {priceLabel(candidate, trans, locale)}
                </SelectItem>
              ))}
            </Select>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onPress={close}>
            {trans('Cancel')}
          </Button>
          <Button isDisabled={!plan} isPending={saving} onPress={() => void save()}>
            {trans('Change plan')}
          </Button>
        </DialogFooter>
      </Dialog>
    </Modal>
  );
}
