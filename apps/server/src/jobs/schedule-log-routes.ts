import { Hono } from 'hono';
import { listOrder, listPage, listWhere, readListQuery } from '../admin/list';
import { requireAdminSection } from '../admin/require-admin-section';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';
import { jobRuns } from './job-runs-table';
import { countJobRuns, jobRunPayload, scheduleLogDefinition } from './schedule-log-list';

/** Reading the schedule log (doc 001 §6 "logs.view"). */
export const SCHEDULE_LOG_VIEW_PERMISSION = 'logs.view';
/** Acting from the logs: "Run now" starts work, which reading a log must not. */
export const SCHEDULE_LOG_RUN_PERMISSION = 'logs.update';

/**
 * `admin/logs/schedule` (doc 001 §2 Admin "logs: schedule"): every run of every background job, paged and
 * filtered, with the jobs there are; and "Run now", which queues a run that one instance takes.
 */
export function scheduleLogRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/admin/logs/schedule', async (c) => {
    await requireAdminSection(c, services, SCHEDULE_LOG_VIEW_PERMISSION);
    const query = readListQuery(c, scheduleLogDefinition);
    const where = listWhere(scheduleLogDefinition, query);
    const page = await listPage(c, query, {
      count: () => countJobRuns(db, where),
      rows: async (limit, offset) => {
        const rows = await db
          .select()
          .from(jobRuns)
          .where(where)
          .orderBy(...listOrder(scheduleLogDefinition, query))
          .limit(limit)
          .offset(offset);
        return rows.map(jobRunPayload);
      },
    });
    return c.json({ ...page, jobs: services.jobs.jobs() });
  });

  routes.post('/admin/logs/schedule/:job/run', async (c) => {
    await requireAdminSection(c, services, SCHEDULE_LOG_RUN_PERMISSION);
    const name = c.req.param('job');
    if (!services.jobs.jobs().some((job) => job.name === name)) throw notFound('There is no such job.');
    const queued = await services.jobs.runNow(name);
    return c.json({ job: name, queued }, 202);
  });

  return routes;
}
