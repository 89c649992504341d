import { isValidationError } from '@tonearm/client';
import type {
  AdminCustomPage,
  AdminCustomPagePayload,
  AdminCustomPageResponse,
} from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, ButtonLink, Form, toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CustomPageSeoFields, CustomPageTitleFields } from './CustomPageDetailsFields';
import {
  type CustomPageFormValues,
  customPageFormResolver,
  customPageFormValues,
  customPagePayload,
  EMPTY_CUSTOM_PAGE_FORM,
} from './custom-page-form';
import { RichTextField } from './rich-text/RichTextField';

export interface CustomPageEditorFormProps {
  /** The page being edited; `null` for a new one. */
  page: AdminCustomPage | null;
  save: (payload: AdminCustomPagePayload) => Promise<AdminCustomPageResponse>;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-border border-t pt-5">
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** The page's title, address, body and SEO fields, published together. */
export function CustomPageEditorForm({ page, save }: CustomPageEditorFormProps) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const form = useForm<CustomPageFormValues>({
    defaultValues: page ? customPageFormValues(page) : EMPTY_CUSTOM_PAGE_FORM,
    resolver: customPageFormResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (values: CustomPageFormValues) => {
    try {
      const saved = await save(customPagePayload(values));
      toast.positive(page ? trans('Page updated') : trans('Page published'));
      if (page) form.reset(customPageFormValues(saved.page));
      else navigate(`/admin/custom-pages/${saved.page.id}/edit`, { replace: true });
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const { applied } = applyServerErrors(form, error.fieldErrors());
      if (applied.length === 0) showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <ButtonLink href="/admin/custom-pages" variant="link" size="sm" className="self-start">
            {trans('Custom pages')}
          </ButtonLink>
          <h1 className="truncate font-semibold text-xl">
            {page ? trans('Edit “:name”', { name: page.title }) : trans('New page')}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {page && (
            <ButtonLink href={`/pages/${page.slug}`} target="_blank" variant="outline">
              {trans('View page')}
            </ButtonLink>
          )}
          <Button type="submit" isDisabled={page !== null && !isDirty} isPending={isSubmitting}>
            {page ? trans('Save') : trans('Publish')}
          </Button>
        </div>
      </header>
      <CustomPageTitleFields form={form} />
      <RichTextField<CustomPageFormValues>
        control={form.control}
        name="body"
        label={trans('Body')}
        description={trans('Scripts, styles and embedded frames are removed when the page is saved.')}
      />
      <Section title={trans('Search engines')}>
        <CustomPageSeoFields form={form} />
      </Section>
    </Form>
  );
}
