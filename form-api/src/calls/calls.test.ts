import { emptyAttribution } from '@site-kit/forms';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { LeadRemoval } from '../db/lead-removal';
import { SubmissionStore } from '../db/submissions';
import { testLead } from '../testing/leads';
import { CallCounter, REPEAT_WINDOW_MS, TAPS_PER_NETWORK_HOUR, VISIT_MEMORY_MS } from './counter';
import { isBotAgent, tapFromBeacon, tapFromPing } from './tap';

const SITE = 'https://www.gateway247locksmith.com';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const note = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    landingPath: '/locksmith-clayton-mo',
    referrerHost: null,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'clayton-lockouts',
    utmTerm: 'locksmith near me',
    utmContent: null,
    gclid: 'Cj0KCQiA-secret_click',
    visitId: 'visit1234567890ab',
    ...fields,
  });

const beacon = (fields: Record<string, unknown> = {}) => ({
  placement: 'header',
  path: '/contact',
  load: 'load1234567890',
  visit: note(),
  ...fields,
});

describe('a tap as the early script reports it', () => {
  it('keeps the placement, the page and the visit: landing, referrer, source, medium, campaign, whether a click id was there', () => {
    expect(tapFromBeacon(beacon())).toEqual({
      tap: {
        placement: 'header',
        pagePath: '/contact',
        landingPath: '/locksmith-clayton-mo',
        referrerHost: null,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'clayton-lockouts',
        hasGclid: true,
        transport: 'beacon',
      },
      repeatKey: 'load:load1234567890',
      placementKey: 'load:load1234567890:header',
      visitId: 'visit1234567890ab',
    });
    // Nothing that identifies anyone: not the click id, not the search term.
    expect(JSON.stringify(tapFromBeacon(beacon())?.tap)).not.toMatch(/secret_click|near me/);
  });

  it('counts an unknown placement as "other"; a visit note that is missing or broken leaves the visit unknown', () => {
    expect(tapFromBeacon(beacon({ placement: '<script>' }))?.tap.placement).toBe('other');
    expect(tapFromBeacon(beacon({ placement: undefined }))?.tap.placement).toBe('other');
    expect(tapFromBeacon(beacon({ visit: '{not json' }))).toMatchObject({
      tap: { pagePath: '/contact', landingPath: null, utmSource: null, hasGclid: false },
      visitId: null,
    });
    expect(tapFromBeacon(beacon({ visit: note({ visitId: 'not an id!', referrerHost: 'Bing.com' }) }))).toMatchObject({
      tap: { referrerHost: 'bing.com' },
      visitId: null,
    });
  });

  it('is not a tap without a page-load id or a site path', () => {
    expect(tapFromBeacon(beacon({ load: undefined }))).toBeNull();
    expect(tapFromBeacon(beacon({ load: 'x' }))).toBeNull();
    expect(tapFromBeacon(beacon({ path: 'https://evil.example/' }))).toBeNull();
    expect(tapFromBeacon(beacon({ path: undefined }))).toBeNull();
    expect(tapFromBeacon('placement=header')).toBeNull();
  });
});

describe('a tap as the browser pings it without JavaScript', () => {
  const ping = (pingFrom: string | undefined, placement: unknown = 'home-hero') =>
    tapFromPing({ placement, pingFrom, allowedOrigins: [SITE], clientAddress: '203.0.113.9' });

  it('takes the page from Ping-From; its campaign parameters make it the landing page', () => {
    expect(ping(`${SITE}/locksmith-clayton-mo?utm_source=google&utm_medium=cpc&utm_campaign=a&gclid=Cj0x`)).toEqual({
      tap: {
        placement: 'home-hero',
        pagePath: '/locksmith-clayton-mo',
        landingPath: '/locksmith-clayton-mo',
        referrerHost: null,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'a',
        hasGclid: true,
        transport: 'ping',
      },
      repeatKey: 'ping:203.0.113.9:/locksmith-clayton-mo',
      placementKey: null,
      visitId: null,
    });
    expect(ping(`${SITE}/services/car-lockout`)?.tap).toMatchObject({ landingPath: null, utmSource: null });
  });

  it("is not a tap from another site's page or without Ping-From", () => {
    expect(ping('https://evil.example/contact')).toBeNull();
    expect(ping(undefined)).toBeNull();
    expect(ping('not a url')).toBeNull();
  });
});

describe('bots', () => {
  it('are told by their user agent; a missing one counts as a bot', () => {
    expect(isBotAgent(PHONE_UA)).toBe(false);
    expect(isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotAgent('curl/8.5.0')).toBe(true);
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent('')).toBe(true);
  });
});

const someone = { verified: true, network: '203.0.113.0/24' };

describe('CallCounter', () => {
  function setup() {
    const db = openDatabase(':memory:');
    let now = Date.parse('2026-11-23T03:00:00.000Z');
    const counter = new CallCounter(db, () => now);
    const taps = () =>
      db.prepare('SELECT placement, page_path, submission_id FROM call_taps ORDER BY id').all() as {
        placement: string;
        page_path: string;
        submission_id: number | null;
      }[];
    return { db, counter, taps, advance: (ms: number) => (now += ms) };
  }
  const read = (fields: Record<string, unknown> = {}) => tapFromBeacon(beacon(fields))!;

  it('counts repeats from one page load within the window once, and another call link of it after it', () => {
    const { counter, taps, advance } = setup();
    expect(counter.count(read(), someone)).toBe('counted');
    advance(REPEAT_WINDOW_MS - 1);
    expect(counter.count(read({ placement: 'banner' }), someone)).toBe('repeat');
    expect(taps()).toHaveLength(1);
    advance(1);
    expect(counter.count(read({ placement: 'banner' }), someone)).toBe('counted');
    expect(taps()).toHaveLength(2);
  });

  it('counts a page load and call link once, however long after; another call link of it counts', () => {
    const { counter, taps, advance } = setup();
    expect(counter.count(read(), someone)).toBe('counted');
    advance(REPEAT_WINDOW_MS);
    expect(counter.count(read(), someone)).toBe('repeat');
    advance(60 * 60_000);
    expect(counter.count(read(), someone)).toBe('repeat');
    expect(counter.count(read({ placement: 'footer' }), someone)).toBe('counted');
    expect(taps().map((tap) => tap.placement)).toEqual(['header', 'footer']);
  });

  it('stores at most TAPS_PER_NETWORK_HOUR taps per client network and clock hour, verified and unverified apart', () => {
    const { db, counter, advance } = setup();
    const fromNetwork = (network: string, verified: boolean, index: number) =>
      counter.count(read({ load: `load${network.replace(/\W/g, '')}${verified}${index}` }), { verified, network });
    const outcomes = (network: string, verified: boolean, count: number) =>
      Array.from({ length: count }, (_, index) => fromNetwork(network, verified, index));
    // A flood of unverified taps does not use up the verified budget of the same network.
    expect(outcomes('198.51.100.0/24', false, TAPS_PER_NETWORK_HOUR + 5).filter((o) => o === 'counted')).toHaveLength(
      TAPS_PER_NETWORK_HOUR,
    );
    expect(outcomes('198.51.100.0/24', true, TAPS_PER_NETWORK_HOUR + 5).filter((o) => o === 'counted')).toHaveLength(
      TAPS_PER_NETWORK_HOUR,
    );
    expect(fromNetwork('198.51.100.0/24', true, 999)).toBe('capped');
    // Another network has its own budget; the next hour, a fresh one.
    expect(fromNetwork('192.0.2.0/24', true, 0)).toBe('counted');
    advance(60 * 60_000);
    expect(fromNetwork('198.51.100.0/24', true, 1000)).toBe('counted');
    const rows = db
      .prepare('SELECT verified, client_network AS network, COUNT(*) AS n FROM call_taps GROUP BY 1, 2 ORDER BY 1, 2')
      .all();
    expect(rows).toEqual([
      { verified: 0, network: '198.51.100.0/24', n: TAPS_PER_NETWORK_HOUR },
      { verified: 1, network: '192.0.2.0/24', n: 1 },
      { verified: 1, network: '198.51.100.0/24', n: TAPS_PER_NETWORK_HOUR + 1 },
    ]);
  });

  it('counts two page loads, or two addresses pinging, as two taps', () => {
    const { counter, taps } = setup();
    counter.count(read({ load: 'loadaaaaaaaa' }), someone);
    counter.count(read({ load: 'loadbbbbbbbb' }), someone);
    const ping = (clientAddress: string) =>
      tapFromPing({ placement: 'header', pingFrom: `${SITE}/`, allowedOrigins: [SITE], clientAddress })!;
    expect(counter.count(ping('203.0.113.1'), someone)).toBe('counted');
    expect(counter.count(ping('203.0.113.1'), someone)).toBe('repeat');
    expect(counter.count(ping('203.0.113.2'), someone)).toBe('counted');
    expect(taps()).toHaveLength(4);
  });

  it("links a visit's taps to its lead, before and after the lead, and drops the link of a deleted lead", () => {
    const { db, counter, taps, advance } = setup();
    const store = new SubmissionStore(db);
    counter.count(read({ load: 'loadaaaaaaaa' }), someone);
    counter.count(read({ load: 'loadotherrr', visit: note({ visitId: 'someoneelse123' }) }), someone);
    const saved = store.save({ ...testLead('Ana'), attribution: emptyAttribution() });
    if (saved.kind !== 'created') throw new Error('not stored');
    counter.leadSaved('visit1234567890ab', saved.rowId);
    advance(REPEAT_WINDOW_MS);
    counter.count(read({ load: 'loadcccccccc', placement: 'footer' }), someone);
    expect(taps().map((tap) => [tap.placement, tap.submission_id])).toEqual([
      ['header', saved.rowId],
      ['header', null],
      ['footer', saved.rowId],
    ]);
    new LeadRemoval(db).removeLead(saved.id);
    advance(REPEAT_WINDOW_MS);
    counter.count(read({ load: 'loaddddddddd', placement: 'banner' }), someone);
    expect(taps().map((tap) => tap.submission_id)).toEqual([null, null, null, null]);
  });

  it('forgets a visit after two hours: a later lead of it links nothing', () => {
    const { db, counter, taps, advance } = setup();
    counter.count(read(), someone);
    advance(VISIT_MEMORY_MS);
    const saved = new SubmissionStore(db).save({ ...testLead('Late'), attribution: emptyAttribution() });
    if (saved.kind !== 'created') throw new Error('not stored');
    counter.leadSaved('visit1234567890ab', saved.rowId);
    expect(taps().map((tap) => tap.submission_id)).toEqual([null]);
  });
});
