import type { AdminSettingsResponse, SettingsPanel } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, toast } from '@tonearm/ui';
import { useState } from 'react';

export interface PanelExtrasProps {
  panel: SettingsPanel;
  settings: AdminSettingsResponse;
  clearCaches: () => Promise<unknown>;
}

/** What a panel shows besides its fields: "Clear cache", and the job runner the queue panel describes. */
export function PanelExtras({ panel, settings, clearCaches }: PanelExtrasProps) {
  const { trans } = useTrans();
  const [clearing, setClearing] = useState(false);

  if (panel === 'cache') {
    const clear = async () => {
      setClearing(true);
      try {
        await clearCaches();
        toast.positive(trans('Cache cleared'));
      } catch (error) {
        showRequestError(error);
      } finally {
        setClearing(false);
      }
    };
    return (
      <div>
        <Button variant="outline" isPending={clearing} onPress={clear}>
          {trans('Clear cache')}
        </Button>
      </div>
    );
  }
  if (panel === 'queue') {
    return (
      <section className="flex max-w-2xl flex-col gap-3">
        <p className="text-sm">
          {settings.queue.engine === 'postgres'
            ? trans('The queue is kept in PostgreSQL, shared by every instance.')
            : trans('The queue is kept in the embedded database of this instance.')}
        </p>
        <h2 className="font-semibold text-lg">{trans('Jobs')}</h2>
        <ul className="flex flex-col gap-2">
          {settings.queue.jobs.map((job) => (
            <li key={job.name} className="rounded-ui border border-border p-3 text-sm">
              <p className="font-medium">{job.name}</p>
              <p className="text-muted-foreground">{job.description}</p>
              <p className="text-muted-foreground">
                {job.schedule
                  ? trans('Runs on the schedule :schedule (UTC).', { schedule: job.schedule })
                  : trans('Runs when asked.')}
              </p>
            </li>
          ))}
        </ul>
        <div>
          <ButtonLink href="/admin/logs/schedule" variant="outline">
            {trans('Open the schedule log')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return null;
}
