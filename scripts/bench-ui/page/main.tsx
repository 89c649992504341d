import './bench.css';
import { benchCases } from 'virtual:bench-cases';
import { createRoot } from 'react-dom/client';
import { installLatencyProbe } from './latency-probe';

const params = new URLSearchParams(window.location.search);
const caseId = params.get('case') ?? '';
const implementation = params.get('impl') === 'raw' ? 'raw' : 'ours';
const load = benchCases[caseId];
if (!load) throw new Error(`Unknown bench case '${caseId}'`);

installLatencyProbe();
const benchCase = await load();
window.benchReset = benchCase.reset;
const Component = implementation === 'ours' ? benchCase.Ours : benchCase.Raw;
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(<Component />);
requestAnimationFrame(() => {
  window.benchReady = true;
});
