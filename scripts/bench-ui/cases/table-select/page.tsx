import type { BenchCaseModule } from '../bench-case';
import { OurTrackTable, RawTrackTable } from '../track-tables';

export default { Ours: OurTrackTable, Raw: RawTrackTable } satisfies BenchCaseModule;
