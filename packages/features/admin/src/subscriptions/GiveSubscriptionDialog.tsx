import { isValidationError } from '@tonearm/client';
import type { AdminPlanRow, CreateAdminSubscriptionPayload } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import {
  Button,
  ComboBox,
  Dialog,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Modal,
  Select,
  SelectItem,
  TextField,
} from '@tonearm/ui';
import { type FormEvent, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { priceLabel } from '../plans/price-label';
import { type UserChoice, useUserSearch } from './use-user-search';

/** The start of the day `endsOn` names, in the admin's timezone; `null` without one. */
export function endOfGift(endsOn: string): Date | null | 'invalid' {
  if (endsOn === '') return null;
  const end = new Date(`${endsOn}T00:00:00`);
  return Number.isNaN(end.getTime()) ? 'invalid' : end;
}

export interface GiveSubscriptionDialogProps {
  plans: readonly AdminPlanRow[];
  /** Records the subscription; rejects with the server's refusal. */
  onGive: (body: CreateAdminSubscriptionPayload) => Promise<void>;
}

function GiveSubscriptionForm({ plans, onGive, close }: GiveSubscriptionDialogProps & { close: () => void }) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const users = useUserSearch();
  const [user, setUser] = useState<UserChoice | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [priceId, setPriceId] = useState<number | null>(null);
  // `YYYY-MM-DD`, the day the plan ends in the admin's timezone; empty while it lasts until cancelled.
  const [endsOn, setEndsOn] = useState('');
  const [endError, setEndError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const plan = plans.find((candidate) => candidate.id === planId);
  const price = plan?.prices.find((candidate) => candidate.id === priceId) ?? plan?.prices[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const end = endOfGift(endsOn);
    const refusedEnd = end === 'invalid' || (end !== null && end <= new Date());
    setEndError(refusedEnd ? trans('The plan must end in the future.') : null);
    if (!user || !plan || refusedEnd) return;
    setSaving(true);
    try {
      // Without an end, the plan stays until an admin cancels it.
      await onGive({
        user_id: user.id,
        product_id: plan.id,
        price_id: price?.id ?? null,
        ends_at: end === null ? null : end.toISOString(),
      });
      close();
    } catch (error) {
      const refused = isValidationError(error) ? error.fieldErrors().ends_at?.[0] : undefined;
      if (refused) setEndError(trans(refused));
      else showRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <DialogTitle>{trans('Give a plan')}</DialogTitle>
      <ComboBox
        label={trans('User')}
        placeholder={trans('Type a name or email…')}
        items={users.items}
        inputValue={users.filterText}
        onInputChange={users.setFilterText}
        value={user?.id ?? null}
        onChange={(key) => {
          const chosen = users.items.find((item) => item.id === key) ?? null;
          setUser(chosen);
          // With both the value and the text controlled, the combo box leaves the text to its owner.
          if (chosen) users.setFilterText(chosen.name);
        }}
        isRequired
        isInvalid={checked && !user}
        errorMessage={trans('Choose a user.')}
        autoFocus
      >
        {(item) => (
          <SelectItem id={item.id} textValue={item.name} description={item.email}>
            {item.name}
          </SelectItem>
        )}
      </ComboBox>
      <Select
        label={trans('Plan')}
        value={plan ? String(plan.id) : null}
        onChange={(key) => {
          setPlanId(Number(key));
          setPriceId(null);
        }}
        isRequired
        isInvalid={checked && !plan}
        errorMessage={trans('Choose a plan.')}
      >
        {plans.map((candidate) => (
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
      <TextField
        type="date"
        label={trans('Ends on')}
        value={endsOn}
        onChange={(value) => {
          setEndsOn(value);
          setEndError(null);
        }}
        description={
          endsOn === ''
            ? trans('No payment provider bills it: it lasts until you cancel it.')
            : trans('No payment provider bills it: it ends at the start of this day.')
        }
        isInvalid={endError !== null}
        errorMessage={endError ?? undefined}
      />
      <DialogFooter>
        <Button variant="outline" onPress={close}>
          {trans('Cancel')}
        </Button>
        <Button type="submit" isPending={saving}>
          {trans('Give plan')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Give a plan": records a subscription for a user found by name or email, at a plan and price, without a
 * provider, until it is cancelled or until the day chosen.
 */
export function GiveSubscriptionDialog(props: GiveSubscriptionDialogProps) {
  const { trans } = useTrans();
  return (
    <DialogTrigger>
      <Button size="sm">{trans('Give a plan')}</Button>
      <Modal isDismissable>
        <Dialog>{({ close }) => <GiveSubscriptionForm {...props} close={close} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}
