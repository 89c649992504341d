// `node scripts/profile-summary.mjs <file.cpuprofile> [rows]`: where a CPU profile's time went, by function (self
// time) and by package or source folder, so a bench run's costs can be read without DevTools.
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/profile-summary.mjs <file.cpuprofile> [rows]');
  process.exit(1);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfSamples = new Map();
for (const sample of profile.samples) selfSamples.set(sample, (selfSamples.get(sample) ?? 0) + 1);
const total = profile.samples.length;

function placeOf(url) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-2).join('/');
}

const byFunction = new Map();
const byPlace = new Map();
for (const [id, count] of selfSamples) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || '(anonymous)'} ${placeOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  const place = placeOf(callFrame.url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + count);
}
const table = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, count]) => ({ name, 'self %': ((count / total) * 100).toFixed(1) }));
console.log(`${total} samples`);
console.table(table(byPlace));
console.table(table(byFunction));

// Total time (self and everything it called) of the product's own functions: which step of a request costs most.
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = new Map();
for (const [id, count] of selfSamples) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const { callFrame } = byId.get(at);
    if (!callFrame.url || callFrame.url.includes('node_modules') || callFrame.url.startsWith('node:'))
      continue;
    const name = `${callFrame.functionName || '(anonymous)'} ${placeOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + count);
  }
}
console.log('Total time of the product’s functions (self and callees):');
console.table(
  [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, count]) => ({ name, 'total %': ((count / total) * 100).toFixed(1) })),
);
