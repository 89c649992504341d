import {
  MAX_CUSTOM_PAGE_SEO_DESCRIPTION,
  MAX_CUSTOM_PAGE_SEO_TITLE,
  MAX_CUSTOM_PAGE_SLUG,
  MAX_CUSTOM_PAGE_TITLE,
} from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { FormSwitch, FormTextField } from '@tonearm/ui';
import type { UseFormReturn } from 'react-hook-form';
import type { CustomPageFormValues } from './custom-page-form';
import { useSlugFollowingTitle } from './use-slug-following-title';

export interface CustomPageDetailsFieldsProps {
  form: UseFormReturn<CustomPageFormValues>;
}

/** The title with the slug that follows it until written, the address it gives, and whether the footer links it. */
export function CustomPageTitleFields({ form }: CustomPageDetailsFieldsProps) {
  const { trans } = useTrans();
  useSlugFollowingTitle(form);
  const slug = form.watch('slug');
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <FormTextField<CustomPageFormValues>
        control={form.control}
        name="title"
        label={trans('Title')}
        isRequired
        maxLength={MAX_CUSTOM_PAGE_TITLE}
      />
      <FormTextField<CustomPageFormValues>
        control={form.control}
        name="slug"
        label={trans('Slug')}
        isRequired
        maxLength={MAX_CUSTOM_PAGE_SLUG}
        description={trans('The page’s address: :address', { address: `/pages/${slug || '…'}` })}
      />
      <FormSwitch<CustomPageFormValues>
        control={form.control}
        name="in_footer"
        description={trans('Adds a link to this page to the site’s footer menu.')}
      >
        {trans('Link from the footer')}
      </FormSwitch>
    </div>
  );
}

/** The title and description search engines and shared links show; empty ones fall back to the page’s title. */
export function CustomPageSeoFields({ form }: CustomPageDetailsFieldsProps) {
  const { trans } = useTrans();
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <FormTextField<CustomPageFormValues>
        control={form.control}
        name="seo_title"
        label={trans('SEO title')}
        description={trans('Shown in the browser tab and search results; the page’s title when empty.')}
        maxLength={MAX_CUSTOM_PAGE_SEO_TITLE}
      />
      <FormTextField<CustomPageFormValues>
        control={form.control}
        name="seo_description"
        label={trans('SEO description')}
        description={trans('The summary search results show under the title.')}
        maxLength={MAX_CUSTOM_PAGE_SEO_DESCRIPTION}
      />
    </div>
  );
}
