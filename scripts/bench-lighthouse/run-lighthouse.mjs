// One Lighthouse run, in plain Node: under tsx, esbuild's keepNames wraps Lighthouse's own
// functions in `__name(…)` calls, and those functions are sent to the page as text, where no
// `__name` exists. index.ts runs this file with `node` for each measurement.
//   node run-lighthouse.mjs <json: { url, port, preset: "mobile" | "desktop", cookie?, out, audits? }>
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const job = JSON.parse(process.argv[2]);
const flags = {
  port: job.port, logLevel: 'error', output: 'json',
  ...(job.audits ? { onlyAudits: job.audits } : { onlyCategories: ['performance', 'accessibility'] }),
  ...(job.cookie ? { extraHeaders: { Cookie: job.cookie } } : {}),
  // BENCH_TRACE=1 also samples V8's CPU profiler into the trace (which functions the long tasks run).
  ...(process.env.BENCH_TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
};
const result = await lighthouse(job.url, flags, job.preset === 'desktop' ? desktopConfig : undefined);
if (!result) throw new Error('Lighthouse returned nothing');
fs.writeFileSync(job.out, JSON.stringify(result.lhr));
// BENCH_TRACE=1: the run's Chromium trace beside its report (DevTools' Performance panel opens it).
if (process.env.BENCH_TRACE && result.artifacts?.Trace) fs.writeFileSync(job.out.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
