import {
  ORIGINAL_SEO_TEMPLATES,
  SEO_PAGE_VARIABLES,
  SEO_SITE_VARIABLES,
  type SeoPage,
  type SeoTemplate,
  unknownSeoVariables,
} from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, TextArea, TextField } from '@tonearm/ui';

export interface SeoTemplateFieldsProps {
  page: SeoPage;
  /** The page's own templates; `null` while it has the original ones. */
  value: SeoTemplate | null;
  onChange: (template: SeoTemplate | null) => void;
}

/**
 * A page's title and description templates, with the fields they may use and "Reset to original". A template
 * naming a field the page does not have is marked at once, as the server would refuse it.
 */
export function SeoTemplateFields({ page, value, onChange }: SeoTemplateFieldsProps) {
  const { trans } = useTrans();
  const template = value ?? ORIGINAL_SEO_TEMPLATES[page];
  const variables = [...SEO_PAGE_VARIABLES[page], ...SEO_SITE_VARIABLES].map((name) => `{{${name}}}`);
  const errorOf = (text: string) => {
    const unknown = unknownSeoVariables(page, text);
    return unknown.length
      ? trans('This page has no :fields.', { fields: unknown.map((name) => `{{${name}}}`).join(', ') })
      : null;
  };
  const titleError =
    template.title.trim() === '' ? trans('Give the page a title template.') : errorOf(template.title);
  const descriptionError = errorOf(template.description);
  const change = (field: keyof SeoTemplate, text: string) => onChange({ ...template, [field]: text });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        {trans('Fields you can use: :fields', { fields: variables.join(', ') })}
      </p>
      <TextField
        label={trans('Title')}
        value={template.title}
        onChange={(text) => change('title', text)}
        isRequired
        isInvalid={titleError !== null}
        errorMessage={titleError ?? undefined}
      />
      <TextArea
        label={trans('Description')}
        value={template.description}
        onChange={(text) => change('description', text)}
        rows={3}
        isInvalid={descriptionError !== null}
        errorMessage={descriptionError ?? undefined}
      />
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        isDisabled={value === null}
        onPress={() => onChange(null)}
      >
        {trans('Reset to original')}
      </Button>
    </div>
  );
}
