import { runLighthouse } from './lighthouse';
import { startVariantProxy } from './variant-proxy';
const proxy = await startVariantProxy({ page: { upstream: 'http://127.0.0.1:22200', stripScripts: false }, 'no-js': { upstream: 'http://127.0.0.1:22200', stripScripts: true } });
for (const path of [process.argv[2] ?? '/services/car-lockout']) for (let i = 0; i < 2; i++) for (const [name, base] of Object.entries(proxy.urls)) {
  const r = await runLighthouse(`${base}${path}`); if (!r) continue;
  const a = r.lhr.audits as any;
  const m = a.metrics.details.items[0];
  const reqs = a['network-requests'].details.items.map((x: any) => `${x.url.replace(base, '')} ${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ${x.transferSize}`);
  console.log(name, 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'obsLCP', Math.round(m.observedLargestContentfulPaint), 'obsLoad', Math.round(m.observedLoad), 'obsFCP', Math.round(m.observedFirstContentfulPaint));
  console.log('  ', reqs.join(' | '));
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet; console.log('   el', el?.slice(0, 100));
}
await proxy.stop();
