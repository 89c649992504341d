import type { LandingAction } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, TextField } from '@tonearm/ui';
import { isLinkAddress, removeAt, replaceAt } from './landing-lists';

/** The most header buttons the landing page shows. */
export const MAX_LANDING_ACTIONS = 3;

export interface LandingActionsFieldsProps {
  actions: LandingAction[];
  onChange: (actions: LandingAction[]) => void;
}

/** The buttons of the landing page's header: a label and a link each, added and removed. */
export function LandingActionsFields({ actions, onChange }: LandingActionsFieldsProps) {
  const { trans } = useTrans();
  return (
    <div className="flex flex-col gap-4">
      {actions.map((action, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; the position is what the list edits.
          <fieldset key={index} className="flex flex-col gap-3 rounded-ui border border-border p-3">
            <legend className="px-1 font-medium text-sm">{trans('Button :number', { number })}</legend>
            <TextField
              label={trans('Label')}
              value={action.label}
              onChange={(label) => onChange(replaceAt(actions, index, { label }))}
              isRequired
              isInvalid={action.label.trim() === ''}
              errorMessage={trans('Give the button a label.')}
            />
            <TextField
              label={trans('Link')}
              description={trans(
                'A page of the site, such as /discover, or an address starting with https://',
              )}
              value={action.url}
              onChange={(url) => onChange(replaceAt(actions, index, { url }))}
              isRequired
              isInvalid={!isLinkAddress(action.url)}
              errorMessage={trans('Start the link with / or https://')}
            />
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onPress={() => onChange(removeAt(actions, index))}
              aria-label={trans('Remove button :number', { number })}
            >
              {trans('Remove')}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        isDisabled={actions.length >= MAX_LANDING_ACTIONS}
        onPress={() => onChange([...actions, { label: trans('Listen now'), url: '/discover' }])}
      >
        {trans('Add a button')}
      </Button>
    </div>
  );
}
