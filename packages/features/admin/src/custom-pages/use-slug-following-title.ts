import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type CustomPageFormValues, followingSlug } from './custom-page-form';

/**
 * Keeps the slug following the title by the slug rule until the operator types a slug of their own: typing in the
 * slug field marks it written, after which the title no longer changes it.
 */
export function useSlugFollowingTitle(form: UseFormReturn<CustomPageFormValues>): void {
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      // `type` is 'change' only for what the operator typed, never for the slug set here.
      if (name === 'slug' && type === 'change' && !values.slugEdited) form.setValue('slugEdited', true);
      if (name !== 'title' || type !== 'change') return;
      const current = form.getValues();
      const next = followingSlug(current, values.title ?? '');
      if (next !== current.slug) form.setValue('slug', next, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
