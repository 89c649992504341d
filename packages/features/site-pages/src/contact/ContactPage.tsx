import { sendContactMessage } from '@tonearm/client';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { Button, Form, FormTextField } from '@tonearm/ui';
import { visitorFieldRules } from '../visitor-form/field-rules';
import { MessageField } from '../visitor-form/MessageField';
import { useVisitorForm } from '../visitor-form/use-visitor-form';
import { VisitorFormPage } from '../visitor-form/VisitorFormPage';

/** The success toast of doc 001 §8, before translation. */
export const CONTACT_SUCCESS_MESSAGE = 'Your message has been submitted.';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** /contact (doc 001 §5, §7): name, email and message, mailed to the site's contact address. */
export function ContactPage() {
  const { trans } = useTrans();
  const { required, emailAddress, messageLength } = visitorFieldRules(trans);
  const user = useCurrentUser();
  const { form, submit, isSending } = useVisitorForm<ContactValues>({
    // A signed-in listener's own details fill the fields; they stay editable.
    successMessage: trans('Your message has been submitted.'),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '' },
    send: (http, values) =>
      sendContactMessage(http, {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message,
      }),
  });

  return (
    <VisitorFormPage
      heading={trans('Contact us')}
      intro={trans(
        'Questions, feedback or a problem with your account? Send us a message and we will reply by email.',
      )}
    >
      <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
        <FormTextField<ContactValues>
          name="name"
          label={trans('Name')}
          autoComplete="name"
          isRequired
          rules={required(trans('name'))}
        />
        <FormTextField<ContactValues>
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
        <MessageField<ContactValues>
          name="message"
          label={trans('Message')}
          isRequired
          rules={{ ...required(trans('message')), maxLength: messageLength }}
        />
        <Button type="submit" size="lg" isPending={isSending} className="self-start">
          {trans('Send message')}
        </Button>
      </Form>
    </VisitorFormPage>
  );
}
