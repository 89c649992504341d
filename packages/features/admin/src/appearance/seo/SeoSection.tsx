import { SEO_PAGES } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Badge, Disclosure, DisclosureGroup, DisclosurePanel, DisclosureTrigger } from '@tonearm/ui';
import { setSeoTemplate } from '../appearance-draft';
import type { AppearanceEditorModel } from '../use-appearance-editor';
import { SeoTemplateFields } from './SeoTemplateFields';
import { seoPageLabels } from './seo-page-labels';

export interface SeoSectionProps {
  editor: AppearanceEditorModel;
}

/**
 * SEO settings: the title and description templates of each page type, which the server writes into the page's
 * `<title>`, description, Open Graph and Twitter tags, so search engines and link previews read them without
 * running the app.
 */
export function SeoSection({ editor }: SeoSectionProps) {
  const { trans } = useTrans();
  const pageLabels = seoPageLabels(trans);
  const { seo } = editor.draft;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm">
        {trans(
          "Write '{{field}}' for a field of the page. A field the page lacks leaves nothing; an empty description shows the site description.",
        )}
      </p>
      <DisclosureGroup>
        {SEO_PAGES.map((page) => (
          <Disclosure key={page} id={page}>
            <DisclosureTrigger className="min-h-10">
              <span className="flex-1">{pageLabels[page]}</span>
              {seo[page] && <Badge>{trans('Custom')}</Badge>}
            </DisclosureTrigger>
            <DisclosurePanel>
              <SeoTemplateFields
                page={page}
                value={seo[page]}
                onChange={(template) => editor.edit((draft) => setSeoTemplate(draft, page, template))}
              />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
