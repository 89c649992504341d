import { channelRefreshJob } from '../admin/channels/channel-refresh';
import type { AppServices } from '../app-context';
import { searchWordsPruningJob } from '../catalogue/search/search-words-pruning';
import { abandonedUploadsJob } from '../uploads/abandoned-uploads';
import type { JobDefinition } from './job-definition';

/** Every background job of the product; a new job joins here (see README.md). */
export function productJobs(services: AppServices): JobDefinition[] {
  return [abandonedUploadsJob(services), channelRefreshJob(services), searchWordsPruningJob(services)];
}
