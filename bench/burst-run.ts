/**
 * `pnpm --filter bench burst`: the burst scenario alone (it also runs inside `npm run bench`), on
 * the built site started by the test harness. BENCH_BURST_SECONDS and BENCH_BURST_CONNECTIONS
 * change its size (15 s, 150 clients by default: the figures of issue 24).
 */
import { OWNER_TOKEN } from 'tests/harness/system';
import { burst, burstRows } from './burst';
import { startSite } from './site';

const seconds = Number(process.env.BENCH_BURST_SECONDS ?? 15);
const connections = Number(process.env.BENCH_BURST_CONNECTIONS ?? 150);

console.log('Starting the site (shell, four remotes, form-api, SMTP sink)…');
const system = await startSite();
try {
  console.log(`Burst: ${connections} clients, unique query strings, ${seconds} s…`);
  const figures = await burst({
    shellUrl: system.shellUrl,
    healthHeaders: { authorization: `Bearer ${OWNER_TOKEN}` },
    connections,
    seconds,
  });
  console.log(JSON.stringify(figures));
  for (const [name, value, target, ok] of burstRows(figures))
    console.log(`${name.padEnd(70)}  ${value.padEnd(22)}  ${target.padEnd(7)}  ${ok ? 'yes' : 'NO'}`);
} finally {
  await system.stop();
}
