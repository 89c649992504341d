import { isValidationError } from '@tonearm/client';
import type { AdminAds, AdminAdsResponse } from '@tonearm/client/contract';
import { AD_SLOT_NAMES } from '@tonearm/client/rules';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, Form, FormSwitch, toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { EditorLoadError, EditorLoading } from '../editor-page/EditorPageStates';
import { AdSnippetField } from './AdSnippetField';
import { type AdsFormValues, adsFormResolver, adsFormValues, adsPayload } from './ads-form';
import { useAdsSettings } from './use-ads-settings';

interface AdsFormProps {
  ads: AdminAds;
  save: (ads: AdminAds) => Promise<AdminAdsResponse>;
}

function AdsForm({ ads, save }: AdsFormProps) {
  const { trans } = useTrans();
  const form = useForm<AdsFormValues>({
    defaultValues: adsFormValues(ads),
    resolver: adsFormResolver(trans),
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (values: AdsFormValues) => {
    try {
      const saved = await save(adsPayload(values));
      form.reset(adsFormValues(saved.ads));
      toast.positive(trans('Ads saved'));
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const { applied } = applyServerErrors(form, error.fieldErrors());
      if (applied.length === 0) showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-xl">{trans('Ads')}</h1>
        <Button type="submit" isDisabled={!isDirty} isPending={isSubmitting}>
          {trans('Save')}
        </Button>
      </header>
      <p className="text-muted-foreground text-sm">
        {trans(
          'Paste an ad network’s tag or your own HTML into any slot. Each ad runs in a sealed frame: its scripts work, but they cannot read the page, its cookies or the listener’s session.',
        )}
      </p>
      <FormSwitch<AdsFormValues>
        control={form.control}
        name="disable"
        description={trans('Hides every slot without forgetting what is in them.')}
      >
        {trans('Disable ads')}
      </FormSwitch>
      <div className="flex flex-col gap-5">
        {AD_SLOT_NAMES.map((slot) => (
          <AdSnippetField key={slot} control={form.control} slot={slot} />
        ))}
      </div>
    </Form>
  );
}

/** `/admin/ads`: the five ad slots of doc 000 §3 with their size hints, and "Disable ads". */
export function AdsPage() {
  const { trans } = useTrans();
  const { ads, error, reload, save } = useAdsSettings();
  if (error)
    return <EditorLoadError title={trans('The ads could not be loaded')} onRetry={() => void reload()} />;
  if (!ads) return <EditorLoading />;
  return <AdsForm ads={ads} save={save} />;
}
