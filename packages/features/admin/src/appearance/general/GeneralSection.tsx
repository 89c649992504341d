import type { AppearanceBranding } from '@tonearm/client/contract';
import { type Translate, useTrans } from '@tonearm/shell';
import { TextField } from '@tonearm/ui';
import { setBranding } from '../appearance-draft';
import type { AppearanceEditorModel } from '../use-appearance-editor';
import { BrandingImageField } from './BrandingImageField';

type ImageField = 'favicon' | 'logo_light' | 'logo_dark' | 'logo_light_mobile' | 'logo_dark_mobile';

const brandingImages = (
  trans: Translate,
): ReadonlyArray<{ field: ImageField; label: string; description: string }> => [
  {
    field: 'favicon',
    label: trans('Favicon'),
    description: trans('The icon browsers show in tabs and bookmarks; square, 512 px or more.'),
  },
  {
    field: 'logo_light',
    label: trans('Logo for light themes'),
    description: trans('Shown in the navbar; the site name shows without a logo.'),
  },
  {
    field: 'logo_dark',
    label: trans('Logo for dark themes'),
    description: trans('Shown on dark themes; the light logo shows without it.'),
  },
  {
    field: 'logo_light_mobile',
    label: trans('Mobile logo for light themes'),
    description: trans('Shown on screens of 768 px and less; the light logo shows without it.'),
  },
  {
    field: 'logo_dark_mobile',
    label: trans('Mobile logo for dark themes'),
    description: trans('Shown on small screens with a dark theme; the dark logo shows without it.'),
  },
];

export interface GeneralSectionProps {
  editor: AppearanceEditorModel;
}

/** The General section: the site's name and description, favicon and logos. */
export function GeneralSection({ editor }: GeneralSectionProps) {
  const { trans } = useTrans();
  const { branding } = editor.draft;
  const change = <K extends keyof AppearanceBranding>(field: K, value: AppearanceBranding[K]) =>
    editor.edit((draft) => setBranding(draft, field, value));
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={trans('Site name')}
        value={branding.site_name}
        onChange={(value) => change('site_name', value)}
        isRequired
        isInvalid={branding.site_name.trim() === ''}
        errorMessage={trans('Give the site a name.')}
      />
      <TextField
        label={trans('Site description')}
        description={trans('What search engines and link previews say about the site.')}
        value={branding.site_description ?? ''}
        onChange={(value) => change('site_description', value === '' ? null : value)}
      />
      {brandingImages(trans).map(({ field, label, description }) => (
        <BrandingImageField
          key={field}
          label={label}
          description={description}
          value={branding[field]}
          onChange={(url) => change(field, url)}
        />
      ))}
    </div>
  );
}
