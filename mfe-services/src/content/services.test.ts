import { claims } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { rekeyPrice, rekeySavingsPercent, replacementPrice } from './pricing';
import { filterServices, parseCategory, serviceBySlug, services } from './services';
import { fobBrands } from './services/key-fob-programming';
import { smartLockProducts } from './services/smart-lock-install';
import { type InfoBlock, type Service, serviceCategories } from './types';

const specSlugs = [
  'car-lockout',
  'key-fob-programming',
  'key-duplication',
  'house-lockout',
  'lock-rekeying',
  'lock-installation',
  'commercial-lockout',
  'safe-unlocking',
  'broken-key-extraction',
  'ignition-repair',
  'smart-lock-install',
];

const service = (slug: string): Service => {
  const found = serviceBySlug(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
};

const blocksOf = <Kind extends InfoBlock['kind']>(slug: string, kind: Kind) =>
  service(slug).info.filter((block): block is Extract<InfoBlock, { kind: Kind }> => block.kind === kind);

/** Every string a service page shows, to check that a fact made it onto the page. */
const pageText = (item: Service): string => JSON.stringify(item);

describe('services data', () => {
  it('has the 11 spec slugs, unique, in the spec order', () => {
    expect(services.map((item) => item.slug)).toEqual(specSlugs);
    expect(new Set(services.map((item) => item.slug)).size).toBe(11);
  });

  it('uses every filter category, and every card is reachable by some category and by All', () => {
    for (const category of serviceCategories) expect(filterServices(category.id).length).toBeGreaterThan(0);
    expect(filterServices(null)).toHaveLength(11);
    for (const item of services) {
      const reachableBy = serviceCategories.filter((category) => filterServices(category.id).includes(item));
      expect(reachableBy.map((category) => category.id)).toContain(item.category);
    }
  });

  it('filters show exactly the services listed under the category', () => {
    expect(filterServices('automotive').map((item) => item.slug)).toEqual([
      'car-lockout',
      'key-fob-programming',
      'ignition-repair',
    ]);
    expect(filterServices('specialty').map((item) => item.slug)).toEqual(['safe-unlocking']);
  });

  it('reads a category from the URL and treats unknown values as All', () => {
    expect(parseCategory('repair')).toBe('repair');
    expect(parseCategory('Repair')).toBeNull();
    expect(parseCategory('bogus')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });

  it('gives every service a complete page: card, three badges, benefits, info, FAQs, form and closing', () => {
    for (const item of services) {
      expect(item.description.length, item.slug).toBeGreaterThan(60);
      expect(item.features.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.badges, item.slug).toHaveLength(3);
      expect(item.benefits.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.info.length, item.slug).toBeGreaterThanOrEqual(1);
      expect(item.faqs.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(item.form.title && item.form.cta, item.slug).toBeTruthy();
      expect(item.closing.title && item.closing.text, item.slug).toBeTruthy();
      for (const slug of item.related) expect(serviceBySlug(slug), `${item.slug} → ${slug}`).toBeDefined();
      expect(item.related, item.slug).not.toContain(item.slug);
    }
  });

  it('keeps descriptions search-friendly (120-160 characters) and titles and descriptions unique', () => {
    const titles = services.map((item) => item.meta.title);
    const descriptions = services.map((item) => item.meta.description);
    expect(new Set(titles).size).toBe(11);
    expect(new Set(descriptions).size).toBe(11);
    for (const item of services) {
      expect(item.meta.description.length, item.meta.description).toBeGreaterThanOrEqual(120);
      expect(item.meta.description.length, item.meta.description).toBeLessThanOrEqual(160);
    }
  });
});

describe('the facts the spec gives each service', () => {
  it('car lockout: 15-minute response, no-damage guarantee, all vehicle types, three-step how-it-works', () => {
    const car = service('car-lockout');
    expect(car.badges).toEqual([
      `${claims.responseMinutes}-Minute Response`,
      'No-Damage Guarantee',
      'All Vehicle Types',
    ]);
    expect(blocksOf('car-lockout', 'steps')[0]?.steps).toHaveLength(3);
  });

  it('key fob programming: the 16 brands by name and 50-70% savings against a dealership', () => {
    expect([...fobBrands]).toEqual([
      'Ford',
      'Chevrolet',
      'Toyota',
      'Honda',
      'Nissan',
      'BMW',
      'Mercedes-Benz',
      'Audi',
      'Volkswagen',
      'Hyundai',
      'Kia',
      'Mazda',
      'Subaru',
      'Jeep',
      'Dodge',
      'Chrysler',
    ]);
    expect(blocksOf('key-fob-programming', 'list')[0]?.items).toEqual(fobBrands);
    expect(service('key-fob-programming').badges[0]).toBe('Save 50-70% vs. Dealer');
  });

  it('key duplication: house, office and car keys', () => {
    expect(blocksOf('key-duplication', 'groups')[0]?.groups.map((group) => group.title)).toEqual([
      'House keys',
      'Office keys',
      'Car keys',
    ]);
  });

  it('house lockout: 15-minute response', () => {
    expect(service('house-lockout').badges).toContain(`${claims.responseMinutes}-Minute Response`);
  });

  it('lock rekeying: $25-$50 per lock against $100-$300, and one savings range that the prices support', () => {
    const rekey = service('lock-rekeying');
    expect(rekey.price).toEqual({ min: 25, max: 50, unit: 'per lock' });
    expect(replacementPrice).toMatchObject({ min: 100, max: 300 });
    const comparison = blocksOf('lock-rekeying', 'comparison')[0];
    expect(comparison?.rows[0]?.values).toEqual(['$25-$50', '$100-$300']);
    // Worst case (dearest rekey, cheapest lock) and best case bound what the claim may say.
    const worst = 100 * (1 - rekeyPrice.max / replacementPrice.min);
    const best = 100 * (1 - rekeyPrice.min / replacementPrice.max);
    expect(rekeySavingsPercent.min).toBeLessThanOrEqual(worst);
    expect(rekeySavingsPercent.max).toBeLessThanOrEqual(best);
    expect(pageText(rekey)).toContain('50-80%');
    expect(pageText(rekey)).not.toMatch(/\b70%/);
  });

  it('lock installation: deadbolts, smart, commercial; Standard Grade 2, High Grade 1 (recommended), Smart app', () => {
    const [tiers] = blocksOf('lock-installation', 'tiers');
    expect(tiers?.tiers.map(({ name, rating, recommended }) => ({ name, rating, recommended }))).toEqual([
      { name: 'Standard security', rating: 'ANSI/BHMA Grade 2', recommended: false },
      { name: 'High security', rating: 'ANSI/BHMA Grade 1', recommended: true },
      { name: 'Smart', rating: 'App control', recommended: false },
    ]);
    expect(blocksOf('lock-installation', 'groups')[0]?.groups.map((group) => group.title)).toEqual([
      'Deadbolts',
      'Smart locks',
      'Commercial hardware',
    ]);
  });

  it('commercial lockout: six business types', () => {
    expect(blocksOf('commercial-lockout', 'groups')[0]?.groups).toHaveLength(6);
  });

  it('safe unlocking: six safe types and three methods', () => {
    expect(blocksOf('safe-unlocking', 'groups')[0]?.groups).toHaveLength(6);
    expect(blocksOf('safe-unlocking', 'steps')[0]?.steps.map((step) => step.title)).toEqual([
      'Manipulation',
      'Electronic bypass and reset',
      'Precision drilling',
    ]);
  });

  it('broken key extraction: a do-not-DIY warning', () => {
    const [warning] = blocksOf('broken-key-extraction', 'warning');
    expect(warning?.title).toMatch(/do not try to fix it yourself/i);
    expect(warning?.items.join(' ')).toMatch(/super glue/i);
  });

  it('ignition repair: problem lists', () => {
    const [problems] = blocksOf('ignition-repair', 'groups');
    expect(problems?.groups.length).toBeGreaterThanOrEqual(3);
    for (const group of problems?.groups ?? []) expect(group.items.length).toBeGreaterThanOrEqual(3);
  });

  it('smart lock install: six brands/products', () => {
    expect(smartLockProducts).toHaveLength(6);
    expect(blocksOf('smart-lock-install', 'products')[0]?.products).toEqual(smartLockProducts);
  });

  it('never spells the phone number by hand', () => {
    for (const item of services) expect(pageText(item)).not.toMatch(/\(?\d{3}\)?[ .-]\d{3}-\d{4}/);
  });
});
