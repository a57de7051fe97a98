import { mkdirSync, writeFileSync } from 'node:fs';
import { benchChatDelivery } from './chat-delivery';
import { benchChatRequests } from './chat-requests';
import { benchClusterDelivery } from './cluster-delivery';
import { benchConnectionsHold } from './connections-hold';
import { measureAreaChunks, measureShell } from './first-paint';
import { benchHubEcho } from './hub-echo';
import { benchHubFairness } from './hub-fairness';
import { benchJobPdf } from './job-pdf';
import { benchNotesDelivery } from './notes-delivery';
import { benchNotesSearch } from './notes-search';
import { benchRuntimePage } from './runtime-page';
import { benchSafeHtmlRender } from './safe-html-render';
import { measureSizes } from './sizes';
import { benchSmsCountsPush } from './sms-counts-push';
import { benchSmsWebhook } from './sms-webhook';
import { round } from './stats';
import { benchVideoCall } from './video-call';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const sizes = await measureSizes();
console.info('\nGzip size per package entry (React external)');
console.table(
  sizes.map((row) => ({
    entry: row.entry,
    own: kb(row.ownGzip),
    'with dependencies': kb(row.totalGzip),
    'loaded at once': kb(row.initialGzip),
    budget: row.budget === null ? '' : kb(row.budget),
    ok: row.withinBudget === null ? '' : row.withinBudget ? 'yes' : 'OVER',
  })),
);

const runtimePage = await benchRuntimePage(10);
console.info(
  '\nThe example portal with its five elements: the page runtime (one tag) against the five standalone bundles, 10 fresh visits each',
);
console.table({
  'page runtime (fieldkit.js)': {
    'to the chat launcher, median ms': runtimePage.runtime.launcherMedianMs,
    'script requests': runtimePage.runtime.scriptRequests,
    'React copies': runtimePage.runtime.reactCopies,
  },
  'five standalone bundles': {
    'to the chat launcher, median ms': runtimePage.standalone.launcherMedianMs,
    'script requests': runtimePage.standalone.scriptRequests,
    'React copies': runtimePage.standalone.reactCopies,
  },
});
console.info(
  `standalone / runtime, time to the launcher: ${round(runtimePage.standalone.launcherMedianMs / runtimePage.runtime.launcherMedianMs)}`,
);
console.table(runtimePage.runtimePages.map((row) => ({ ...row, gzip: kb(row.gzip) })));

const hubEcho = await benchHubEcho(Number(process.env.BENCH_CONNECTIONS ?? 1000));
console.info(
  `\nHub echo, 1,000 connections (steady: 1 msg/s per connection; saturated: one in flight each, the clients in ${hubEcho.clientProcesses} process(es) of their own)`,
);
const saturated = (figures: (typeof hubEcho)['hub']['saturated']) => ({
  'msg/s saturated': figures.messagesPerSecond,
  'saturated p50 ms': figures.p50Ms,
  'saturated p99 ms': figures.p99Ms,
  'client cores': figures.clientCpuCores,
  'server cores': figures.serverCpuCores,
  'server µs/msg': figures.serverMicrosPerMessage,
});
console.table({
  'SignalR hub (reference server)': {
    'steady p50 ms': hubEcho.hub.steady.p50Ms,
    'steady p99 ms': hubEcho.hub.steady.p99Ms,
    ...saturated(hubEcho.hub.saturated),
  },
  'same hub, calls written on bare ws': saturated(hubEcho.hubLeanClient.saturated),
  'bare ws echo': {
    'steady p50 ms': hubEcho.ws.steady.p50Ms,
    'steady p99 ms': hubEcho.ws.steady.p99Ms,
    ...saturated(hubEcho.ws.saturated),
  },
});
console.info('hub / ws ratios:', hubEcho.ratio);

const fair = await benchHubFairness({ limits: true });
const unfair = await benchHubFairness({ limits: false });
console.info(
  `\nOne user flooding ${fair.floodInvocations.toLocaleString('en-GB')} NewMessage calls at once while ${fair.others} others chat (1 message/s each; send to delivered)`,
);
console.table({
  'others, quiet': { p50: `${fair.quiet.p50Ms} ms`, p99: `${fair.quiet.p99Ms} ms`, flood: '' },
  'others, during the flood (hub limits)': {
    p50: `${fair.flood.p50Ms} ms`,
    p99: `${fair.flood.p99Ms} ms`,
    flood: `${fair.flood.refused} refused or cut, over in ${fair.flood.floodMs} ms`,
  },
  'others, during the flood (limits lifted)': {
    p50: `${unfair.flood.p50Ms} ms`,
    p99: `${unfair.flood.p99Ms} ms`,
    flood: `${unfair.flood.refused} refused, over in ${unfair.flood.floodMs} ms`,
  },
});
if (fair.flood.p99Ms >= 50)
  console.error(`Hub fairness: p99 ${fair.flood.p99Ms} ms during a flood (goal < 50 ms)`);

const clusterDelivery = await benchClusterDelivery();
console.info(
  `\nChat delivery with ${clusterDelivery.users.toLocaleString('en-GB')} people connected, ${clusterDelivery.senders} of them sending 1 message/s to a partner (built server, one PostgreSQL; three processes linked by Redis, each message crossing from one to another)`,
);
console.table({
  'one process': {
    p50: `${clusterDelivery.onOneProcess.p50Ms} ms`,
    p99: `${clusterDelivery.onOneProcess.p99Ms} ms`,
  },
  'three processes': {
    p50: `${clusterDelivery.acrossThree.p50Ms} ms`,
    p99: `${clusterDelivery.acrossThree.p99Ms} ms`,
  },
});

const hold = await benchConnectionsHold();
console.info(
  `\n${hold.connections.toLocaleString('en-GB')} chat hub connections held for ${hold.heldSeconds} s (built server, SQLite)`,
);
console.table({
  'server RSS': {
    before: `${hold.rssMb.before} MB`,
    connected: `${hold.rssMb.connected} MB`,
    end: `${hold.rssMb.end} MB`,
    'per connection': `${hold.perConnectionKb} KB`,
    drift: `${hold.driftMb} MB (${hold.slopeMbPerMinute} MB/min)`,
  },
});

const chatDelivery = await benchChatDelivery();
console.info('\nChat delivery (built server, 1,000 hub connections; Chromium on the example portal)');
console.table({
  'hub: NewMessage to MessageReceived': {
    p50: `${chatDelivery.hub.p50Ms} ms`,
    p99: `${chatDelivery.hub.p99Ms} ms`,
    goal: 'p99 < 50 ms',
    ok: chatDelivery.hub.p99Ms < 50 ? 'yes' : 'OVER',
  },
  'Chromium: Enter in one context to shown in the other (50)': {
    p50: `${chatDelivery.browser.medianMs} ms`,
    p99: '',
    goal: '',
    ok: '',
  },
});
console.info('10,000-message conversation in Chromium:', chatDelivery.history);

const chatRequests = await benchChatRequests();
console.info(
  `\nChat requests of alice, whose conversation with carol holds ${chatRequests.history.toLocaleString('en-GB')} messages (built server, SQLite, one at a time over HTTP)`,
);
console.table(
  Object.fromEntries(
    Object.entries(chatRequests.requests).map(([name, f]) => [
      name,
      {
        p50: `${f.p50Ms} ms`,
        p99: `${f.p99Ms} ms`,
        'server CPU': f.serverMicros === null ? '' : `${f.serverMicros} µs`,
      },
    ]),
  ),
);

const notesSearch = await benchNotesSearch();
console.info(
  `\nReceived service notes, one user with ${notesSearch.notes.toLocaleString('en-GB')} notes (SQLite, server time)`,
);
console.table({
  ...Object.fromEntries(
    Object.entries(notesSearch.pages).map(([name, f]) => [
      name,
      { p50: `${f.p50Ms} ms`, p95: `${f.p95Ms} ms` },
    ]),
  ),
  'every search page above': {
    p50: `${notesSearch.search.p50Ms} ms`,
    p95: `${notesSearch.search.p95Ms} ms`,
  },
  'unread count': { p50: `${notesSearch.count.p50Ms} ms`, p95: `${notesSearch.count.p95Ms} ms` },
});

const notesDelivery = await benchNotesDelivery();
console.info(
  `\nService notes pushed (built server, ${notesDelivery.connections.toLocaleString('en-GB')} hub connections)`,
);
console.table({
  'SaveServiceNote to the recipient’s SendNotes': {
    p50: `${notesDelivery.saveToPush.p50Ms} ms`,
    p95: '',
    p99: `${notesDelivery.saveToPush.p99Ms} ms`,
    goal: '',
  },
  'acknowledge in one tab to the count in another': {
    p50: `${notesDelivery.acknowledgeToOtherTab.p50Ms} ms`,
    p95: `${notesDelivery.acknowledgeToOtherTab.p95Ms} ms`,
    p99: '',
    goal: 'p95 < 100 ms',
  },
});

const videoCall = await benchVideoCall();
console.info(
  `\nVideo calls (built server, SQLite; Chromium with a fake camera and microphone on loopback, ${videoCall.acceptToFirstFrame.calls} calls)`,
);
console.table({
  [`ring: StartCall to the VideoSignal, ${videoCall.ring.connections.toLocaleString('en-GB')} connected (${videoCall.ring.rings} rings)`]:
    {
      p50: `${videoCall.ring.p50Ms} ms`,
      'p95/p99': `p99 ${videoCall.ring.p99Ms} ms`,
      goal: '',
      ok: '',
    },
  'ring in Chromium: click on Video call to the prompt shown': {
    p50: `${videoCall.ringInBrowser.p50Ms} ms`,
    'p95/p99': `p99 ${videoCall.ringInBrowser.p99Ms} ms`,
    goal: '',
    ok: '',
  },
  'Accept to the first remote frame decoded': {
    p50: `${videoCall.acceptToFirstFrame.p50Ms} ms`,
    'p95/p99': `p95 ${videoCall.acceptToFirstFrame.p95Ms} ms`,
    goal: 'p50 < 500 ms, p95 < 1 s',
    ok:
      videoCall.acceptToFirstFrame.p50Ms < 500 && videoCall.acceptToFirstFrame.p95Ms < 1000 ? 'yes' : 'OVER',
  },
  'first local description to connected': {
    p50: `${videoCall.setup.p50Ms} ms`,
    'p95/p99': `p95 ${videoCall.setup.p95Ms} ms`,
    goal: 'p50 < 400 ms',
    ok: videoCall.setup.p50Ms < 400 ? 'yes' : 'OVER',
  },
});

const smsWebhook = await benchSmsWebhook();
console.info(
  `\nInbound SMS webhook (built server, SQLite): ${smsWebhook.messages.toLocaleString('en-GB')} signed SMS, ${smsWebhook.concurrency} at a time`,
);
console.table({
  'Sms/Inbound': {
    'SMS stored/s': smsWebhook.smsPerSecond,
    p50: `${smsWebhook.latency.p50Ms} ms`,
    p99: `${smsWebhook.latency.p99Ms} ms`,
    'rows stored': smsWebhook.stored.rows,
  },
});

const smsPush = await benchSmsCountsPush();
console.info(
  `\nSMS and e-mail counts pushed (built server, SQLite): ${smsPush.messages} signed SMS one after another, ${smsPush.tabs} tabs of alice listening`,
);
console.table({
  'Sms/Inbound to AlertReceived in every tab': {
    p50: `${smsPush.webhookToPush.p50Ms} ms`,
    p99: `${smsPush.webhookToPush.p99Ms} ms`,
    max: `${smsPush.webhookToPush.maxMs} ms`,
    'the poll alone (median)': `${smsPush.pollOnly.medianMs / 1000} s`,
    goal: 'p99 < 1 s',
    ok: smsPush.webhookToPush.p99Ms < 1000 ? 'yes' : 'OVER',
  },
});

const safeHtml = await benchSafeHtmlRender();
console.info(
  `\nA ${kb(safeHtml.mail.bytes)} HTML e-mail in SafeHtml, Chromium (${safeHtml.runs} runs after ${safeHtml.warmups} warm-ups; ${safeHtml.mail.blockedImages} of ${safeHtml.mail.remoteImages} remote images held back, ${kb(safeHtml.mail.sanitizedBytes)} left after sanitising)`,
);
console.table({
  'render asked to the frame’s load event': {
    median: `${safeHtml.render.medianMs} ms`,
    p95: `${safeHtml.render.p95Ms} ms`,
  },
  'sanitizeUntrustedHtml alone': {
    median: `${safeHtml.sanitize.medianMs} ms`,
    p95: `${safeHtml.sanitize.p95Ms} ms`,
  },
});

const jobPdf = await benchJobPdf();
const mb = (rss: number, pss: number) => `${rss} MB (${pss} MB)`;
console.info(
  `\nJob 5001's printout to PDF, the server's renderer alone (${kb(jobPdf.document.htmlBytes)} of HTML, ${kb(jobPdf.document.pdfBytes)} of PDF; each document a distinct one, no cache; pool of ${jobPdf.poolSize}); memory: the process with its Chromium, sum of RSS (PSS)`,
);
console.table({
  [`cold: launch and first document (median of ${jobPdf.cold.runs})`]: {
    p50: `${jobPdf.cold.medianMs} ms`,
  },
  [`warm: one after another (${jobPdf.warm.renders})`]: {
    p50: `${jobPdf.warm.p50Ms} ms`,
    p95: `${jobPdf.warm.p95Ms} ms`,
    goal: 'p50 < 300 ms, p95 < 1 s',
    ok: jobPdf.warm.p50Ms < 300 && jobPdf.warm.p95Ms < 1000 ? 'yes' : 'OVER',
  },
  [`${jobPdf.burst.documents} at once, to the last PDF`]: {
    total: `${jobPdf.burst.totalMs} ms`,
    memory: `peak ${mb(jobPdf.burst.peakRssMb, jobPdf.burst.peakPssMb)}`,
  },
  'memory after 20 documents, after 200': {
    memory: `${mb(jobPdf.memory.after20RssMb, jobPdf.memory.after20PssMb)}, ${mb(jobPdf.memory.after200RssMb, jobPdf.memory.after200PssMb)}`,
  },
  'Chromium restarts past the memory limit (PDF_MEMORY_MB 1024)': { count: jobPdf.restartsForMemory },
});

const areaChunks = measureAreaChunks();
console.info('\nShell area chunks (gzip, own chunks only)');
console.table(
  Object.fromEntries(areaChunks.map((row) => [row.area, { chunks: row.chunks, gzip: kb(row.gzip) }])),
);
const shell = await measureShell();
console.info('\nShell in Chromium');
console.table({
  'first paint of /home (JS, gzip)': {
    value: kb(shell.firstPaint.gzip),
    budget: kb(shell.firstPaint.budget),
    ok: shell.firstPaint.withinBudget ? 'yes' : 'OVER',
  },
  'menu click to next screen painted, median': {
    value: `${shell.menuClick.medianMs} ms`,
    budget: '',
    ok: '',
  },
});

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes,
  hubEcho,
  hubFairness: { limits: fair, limitsLifted: unfair },
  clusterDelivery,
  connectionsHold: hold,
  chatDelivery,
  chatRequests,
  notesSearch,
  notesDelivery,
  videoCall,
  smsWebhook,
  smsPush,
  safeHtml,
  jobPdf,
  areaChunks,
  shell,
};
writeFileSync(new URL('./results/latest.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);

const over = sizes.filter((row) => row.withinBudget === false);
if (!shell.firstPaint.withinBudget)
  console.error(`First paint of /home over budget: ${kb(shell.firstPaint.gzip)}`);
if (!shell.firstPaint.withinBudget) process.exitCode = 1;
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.entry).join(', ')}`);
  process.exitCode = 1;
}
