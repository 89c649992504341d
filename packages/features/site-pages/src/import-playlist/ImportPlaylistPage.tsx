import { importPlaylist } from '@tonearm/client';
import { isSpotifyPlaylistLink } from '@tonearm/client/rules';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField } from '@tonearm/ui';
import { visitorFieldRules } from '../visitor-form/field-rules';
import { MessageField } from '../visitor-form/MessageField';
import { useVisitorForm } from '../visitor-form/use-visitor-form';
import { VisitorFormPage } from '../visitor-form/VisitorFormPage';

/** The field names are the server's, so its refusals land on the fields that caused them. */
/** The success toast of doc 001 §8, before translation. */
export const IMPORT_PLAYLIST_SUCCESS_MESSAGE = 'Thank you, we will review your request.';

interface ImportPlaylistValues {
  email: string;
  import_playlist_spotify: string;
  name: string;
  message: string;
}

const isPlaylistOrEmpty = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || isSpotifyPlaylistLink(value);

/**
 * /import-playlist (doc 001 §5, §7): an email and a Spotify playlist link, sent through `POST contact-page` as
 * `import_playlist_spotify` with the link appended to the message. Name and message may stay empty.
 */
export function ImportPlaylistPage() {
  const { trans } = useTrans();
  const { required, emailAddress, messageLength } = visitorFieldRules(trans);
  const user = useCurrentUser();
  const { form, submit, isSending } = useVisitorForm<ImportPlaylistValues>({
    successMessage: trans('Thank you, we will review your request.'),
    defaultValues: { email: user?.email ?? '', import_playlist_spotify: '', name: '', message: '' },
    send: (http, values) =>
      importPlaylist(http, {
        email: values.email.trim(),
        link: values.import_playlist_spotify.trim(),
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        ...(values.message.trim() ? { message: values.message } : {}),
      }),
  });

  return (
    <VisitorFormPage
      heading={trans('Import a playlist')}
      intro={trans('Send us a Spotify playlist and we will bring it over. We write to you when it is ready.')}
    >
      <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
        <FormTextField<ImportPlaylistValues>
          name="email"
          label={trans('Email')}
          type="email"
          autoComplete="email"
          isRequired
          rules={{
            ...required(trans('email')),
            validate: { ...required(trans('email')).validate, emailAddress },
          }}
        />
        <FormTextField<ImportPlaylistValues>
          name="import_playlist_spotify"
          label={trans('Spotify playlist link')}
          type="url"
          inputMode="url"
          description={trans('For example https://open.spotify.com/playlist/…')}
          isRequired
          rules={{
            ...required(trans('playlist link')),
            validate: {
              ...required(trans('playlist link')).validate,
              validPlaylist: (value) =>
                isPlaylistOrEmpty(value) || trans('It must be a valid Spotify playlist link.'),
            },
          }}
        />
        <FormTextField<ImportPlaylistValues>
          name="name"
          label={trans('Your name (optional)')}
          autoComplete="name"
        />
        <MessageField<ImportPlaylistValues>
          name="message"
          label={trans('Message (optional)')}
          rows={4}
          rules={{ maxLength: messageLength }}
        />
        <Button type="submit" size="lg" isPending={isSending} className="self-start">
          {trans('Send request')}
        </Button>
      </Form>
    </VisitorFormPage>
  );
}
