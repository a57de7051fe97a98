import { mkdirSync, writeFileSync } from 'node:fs';
import { benchHubEcho } from './hub-echo';
import { measureSizes } from './sizes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const sizes = await measureSizes();
console.info('\nGzip size per package entry (React external)');
console.table(
  sizes.map((row) => ({
    entry: row.entry,
    own: kb(row.ownGzip),
    'with dependencies': kb(row.totalGzip),
    budget: row.budget === null ? '' : kb(row.budget),
    ok: row.withinBudget === null ? '' : row.withinBudget ? 'yes' : 'OVER',
  })),
);

const hubEcho = await benchHubEcho(Number(process.env.BENCH_CONNECTIONS ?? 1000));
console.info('\nHub echo, 1,000 connections (steady: 1 msg/s per connection; saturated: one in flight each)');
console.table({
  'SignalR hub (reference server)': {
    'steady p50 ms': hubEcho.hub.steady.p50Ms,
    'steady p99 ms': hubEcho.hub.steady.p99Ms,
    'msg/s saturated': hubEcho.hub.saturated.messagesPerSecond,
    'saturated p50 ms': hubEcho.hub.saturated.p50Ms,
    'saturated p99 ms': hubEcho.hub.saturated.p99Ms,
  },
  'bare ws echo': {
    'steady p50 ms': hubEcho.ws.steady.p50Ms,
    'steady p99 ms': hubEcho.ws.steady.p99Ms,
    'msg/s saturated': hubEcho.ws.saturated.messagesPerSecond,
    'saturated p50 ms': hubEcho.ws.saturated.p50Ms,
    'saturated p99 ms': hubEcho.ws.saturated.p99Ms,
  },
});
console.info('hub / ws ratios:', hubEcho.ratio);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const results = { measuredAt: new Date().toISOString(), node: process.version, sizes, hubEcho };
writeFileSync(new URL('./results/latest.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);

const over = sizes.filter((row) => row.withinBudget === false);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.entry).join(', ')}`);
  process.exitCode = 1;
}
