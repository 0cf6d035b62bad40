/** The built site on loopback as the bench measures it: the test harness's real servers. */
import { ports } from 'tests/harness/ports';
import { System } from 'tests/harness/system';

export function startSite(): Promise<System> {
  return System.start({
    parseMail: false,
    // The load test sends far more than any real visitor: the rate limit must not answer instead.
    formApiEnv: { RATE_LIMIT_MAX: '100000000' },
    // Canonical links point at the origin under test, as they would in production.
    shellEnv: { SITE_URL: `http://127.0.0.1:${ports.shell}` },
  });
}
