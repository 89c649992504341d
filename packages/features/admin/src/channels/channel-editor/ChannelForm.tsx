import { isValidationError } from '@tonearm/client';
import type { AdminChannel, AdminChannelPayload, AdminChannelResponse } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, ButtonLink, Form, toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { ChannelContentFields } from './ChannelContentFields';
import { ChannelDetailsFields } from './ChannelDetailsFields';
import { ChannelLayoutFields } from './ChannelLayoutFields';
import {
  type ChannelFormValues,
  channelFormResolver,
  channelFormValues,
  channelPayload,
  NEW_CHANNEL_VALUES,
} from './channel-form';

export interface ChannelFormProps {
  /** The channel edited; none for a new one. */
  channel: AdminChannel | undefined;
  save: (payload: AdminChannelPayload) => Promise<AdminChannelResponse>;
  /** Called with the saved channel (a new one opens its editor). */
  onSaved?: (channel: AdminChannel) => void;
}

/** The server's field names as the form's. */
function channelServerErrors(errors: Readonly<Record<string, string | readonly string[]>>) {
  const mapped: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const name =
      field === 'restriction_genre_id'
        ? 'restriction_genre'
        : field === 'auto_update_playlist_id'
          ? 'auto_update_playlist'
          : field;
    mapped[name] = [...(mapped[name] ?? []), ...(typeof messages === 'string' ? [messages] : messages)];
  }
  return mapped;
}

/** Everything an admin sets of a channel: its details, how its content is chosen, its layout and SEO. */
export function ChannelForm({ channel, save, onSaved }: ChannelFormProps) {
  const { trans } = useTrans();
  const form = useForm<ChannelFormValues>({
    defaultValues: channel ? channelFormValues(channel) : NEW_CHANNEL_VALUES,
    resolver: channelFormResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (values: ChannelFormValues) => {
    try {
      const saved = await save(channelPayload(values));
      toast.positive(channel ? trans('Channel saved') : trans('Channel added'));
      form.reset(channelFormValues(saved.channel));
      onSaved?.(saved.channel);
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const { applied } = applyServerErrors(form, channelServerErrors(error.fieldErrors()));
      if (applied.length === 0) showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <ChannelDetailsFields control={form.control} />
      <ChannelContentFields control={form.control} />
      <ChannelLayoutFields control={form.control} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={isSubmitting} isDisabled={channel !== undefined && !isDirty}>
          {channel ? trans('Save') : trans('Add the channel')}
        </Button>
        <ButtonLink variant="ghost" href="/admin/channels">
          {trans('Back to channels')}
        </ButtonLink>
      </div>
    </Form>
  );
}
