/**
 * `pnpm --filter bench explain [path or URL…]`: why a page has Total Blocking Time. Runs Lighthouse
 * once per page (as the bench does) and prints what `explainTbt` finds: the tasks the simulated
 * first paint waited for, then, per estimate, every task long in the simulation or over 8 ms in
 * the real trace, with the blocking time it adds and what it did.
 */
import { runLighthouse } from './lighthouse';
import { startSite } from './site';
import { explainTbt, type SimulatedTask } from './tbt-simulation';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

const simulated = (task: SimulatedTask) =>
  `${task.start.toFixed(0).padStart(6)}–${task.end.toFixed(0).padEnd(6)} sim ${(task.end - task.start)
    .toFixed(0)
    .padStart(4)} ms  observed ${task.observed.toFixed(1).padStart(5)} ms`;

async function explain(url: string): Promise<void> {
  const result = await runLighthouse(url);
  if (!result) return;
  const explanation = await explainTbt(result);
  const { lhr } = result;
  console.log(
    `\n${new URL(url).pathname}: TBT ${Math.round(explanation.tbt)} ms (report: ${Math.round(
      lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    )}), performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
  );
  console.log('  the simulated FCP waits for:');
  for (const task of explanation.fcpPath) console.log(`    ${simulated(task)}  ${task.what || '(short)'}`);
  for (const estimate of explanation.estimates) {
    console.log(
      `  ${estimate.label}: FCP ${estimate.fcp.toFixed(0)} ms, TTI ${estimate.tti.toFixed(0)} ms, TBT ${estimate.tbt.toFixed(0)} ms`,
    );
    for (const task of estimate.tasks) {
      console.log(`    ${simulated(task)}  blocking ${task.blocking.toFixed(0).padStart(3)}  ${task.what}`);
    }
  }
}

// Full URLs are measured as they are; paths are measured on the built site, started here.
const isUrl = (page: string) => /^https?:/.test(page);
const site = paths.every(isUrl) ? undefined : await startSite();
try {
  for (const page of paths) await explain(isUrl(page) ? page : `${site?.shellUrl}${page}`);
} finally {
  await site?.stop();
}
