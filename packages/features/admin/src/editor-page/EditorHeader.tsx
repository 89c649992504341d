import { useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';

export interface EditorHeaderProps {
  /** The page's heading ("Edit “Harbor Lights”", "New track"). */
  title: string;
  /** The item's insights; `null` for a new item, or where the area links them otherwise. */
  insightsHref: string | null;
}

/** A catalogue form's heading, with a link to the item's insights once it exists. */
export function EditorHeader({ title, insightsHref }: EditorHeaderProps) {
  const { trans } = useTrans();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-semibold text-xl">{title}</h1>
      {insightsHref && (
        <ButtonLink variant="outline" size="sm" href={insightsHref}>
          {trans('Insights')}
        </ButtonLink>
      )}
    </header>
  );
}
