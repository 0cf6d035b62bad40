import { runLighthouse } from './lighthouse';
import { explainTbt } from './tbt-simulation';
import { startVariantProxy } from './variant-proxy';
const proxy = await startVariantProxy({ page: { upstream: 'http://127.0.0.1:22200', stripScripts: false }, 'no-js': { upstream: 'http://127.0.0.1:22200', stripScripts: true } });
for (let i = 0; i < 2; i++) for (const [name, base] of Object.entries(proxy.urls)) {
  const r = await runLighthouse(`${base}${process.argv[2] ?? '/services/car-lockout'}`); if (!r) continue;
  const e = await explainTbt(r);
  console.log(name, 'LCP', Math.round((r.lhr.audits as any)['largest-contentful-paint'].numericValue));
  for (const t of e.fcpPath) console.log(`   ${t.start.toFixed(0)}-${t.end.toFixed(0)} obs ${t.observed.toFixed(1)} ${t.what}`);
}
await proxy.stop();
