import { suggestArtist } from '@tonearm/client';
import { isMusicServiceLink } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField } from '@tonearm/ui';
import { visitorFieldRules } from '../visitor-form/field-rules';
import { MessageField } from '../visitor-form/MessageField';
import { useVisitorForm } from '../visitor-form/use-visitor-form';
import { VisitorFormPage } from '../visitor-form/VisitorFormPage';

/** The success toast of doc 001 §8, before translation. */
export const SUGGEST_ARTIST_SUCCESS_MESSAGE =
  'Thank you for your support. We will review your request within 24 hours';

interface SuggestArtistValues {
  name: string;
  link: string;
  email: string;
  message: string;
}

const isLinkOrEmpty = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || isMusicServiceLink(value);

/**
 * /suggest-artist (doc 001 §5, §7): an artist's name and a Spotify or YouTube link, sent through `POST contact-page`
 * with the link appended to the message. Email and message may stay empty: the server fills in defaults.
 */
export function SuggestArtistPage() {
  const { trans } = useTrans();
  const { required, emailAddress, messageLength } = visitorFieldRules(trans);
  const { form, submit, isSending } = useVisitorForm<SuggestArtistValues>({
    successMessage: trans('Thank you for your support. We will review your request within 24 hours'),
    defaultValues: { name: '', link: '', email: '', message: '' },
    send: (http, values) =>
      suggestArtist(http, {
        name: values.name.trim(),
        link: values.link.trim(),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        ...(values.message.trim() ? { message: values.message } : {}),
      }),
  });

  return (
    <VisitorFormPage
      heading={trans('Suggest an artist')}
      intro={trans(
        'Missing someone? Tell us who they are and where to hear them, and we will look into adding them.',
      )}
    >
      <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
        <FormTextField<SuggestArtistValues>
          name="name"
          label={trans('Artist name')}
          isRequired
          rules={required(trans('name'))}
        />
        <FormTextField<SuggestArtistValues>
          name="link"
          label={trans('Link')}
          type="url"
          inputMode="url"
          description={trans(
            'The artist on Spotify or YouTube, for example https://open.spotify.com/artist/…',
          )}
          isRequired
          rules={{
            ...required(trans('link')),
            validate: {
              ...required(trans('link')).validate,
              validLink: (value) =>
                isLinkOrEmpty(value) || trans('The link must contain a Spotify or YouTube link.'),
            },
          }}
        />
        <FormTextField<SuggestArtistValues>
          name="email"
          label={trans('Your email (optional)')}
          type="email"
          autoComplete="email"
          rules={{ validate: { emailAddress } }}
        />
        <MessageField<SuggestArtistValues>
          name="message"
          label={trans('Anything we should know? (optional)')}
          rows={4}
          rules={{ maxLength: messageLength }}
        />
        <Button type="submit" size="lg" isPending={isSending} className="self-start">
          {trans('Send suggestion')}
        </Button>
      </Form>
    </VisitorFormPage>
  );
}
