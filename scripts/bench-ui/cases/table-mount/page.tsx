import { type ComponentType, useState } from 'react';
import type { BenchCaseModule } from '../bench-case';
import { OurTrackTable, RawTrackTable } from '../track-tables';

function Toggle({ Table }: { Table: ComponentType }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className="rounded border px-3 py-2" onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide tracks' : 'Show tracks'}
      </button>
      {shown && <Table />}
    </div>
  );
}

export default {
  Ours: () => <Toggle Table={OurTrackTable} />,
  Raw: () => <Toggle Table={RawTrackTable} />,
} satisfies BenchCaseModule;
