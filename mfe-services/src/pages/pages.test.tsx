import { business } from '@site-kit/brand';
import type { HostApi, IslandSlotProps } from '@site-kit/contract';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { services } from '../content/services';
import HomeServices from '../islands/HomeServices';
import ServicePage from './ServicePage';
import ServicesIndexPage from './ServicesIndexPage';

/** A host whose islands render their id and props, so a test can see what the page asked for. */
const host: HostApi = {
  Island: ({ id, props }: IslandSlotProps) => <div data-island={id} data-props={JSON.stringify(props)} />,
  config: { siteUrl: `https://${business.domain}`, reviewsWidget: null, formsEndpoint: '/api/submissions' },
  submission: null,
};

const render = (url: string, element: ReactElement): string =>
  renderToString(<StaticRouter location={url}>{element}</StaticRouter>);

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
const cards = (html: string) => [...html.matchAll(/data-service="([^"]+)"/g)].map((match) => match[1]);
const h1s = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));
const text = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const filterLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*data-category="[^"]+"[^>]*>/g)].map(([tag]) => ({
    category: /data-category="([^"]+)"/.exec(tag)?.[1],
    href: decode(/href="([^"]+)"/.exec(tag)?.[1] ?? ''),
    current: tag.includes('aria-current="true"'),
  }));
const currentFilter = (html: string) =>
  filterLinks(html)
    .filter((link) => link.current)
    .map((link) => link.category);
const telLinks = (html: string) => html.split(`href="${business.phone.href}"`).length - 1;

describe('services index', () => {
  it('shows all 11 cards under All (the default) with one h1', () => {
    const html = render('/services', <ServicesIndexPage />);
    expect(cards(html)).toEqual(services.map((service) => service.slug));
    expect(currentFilter(html)).toEqual(['all']);
    expect(html).toContain('<section id="services-list"');
    expect(h1s(html)).toHaveLength(1);
    expect(text(html)).toContain('Showing 11 services');
  });

  it('server-renders a category from ?category= and marks its filter as current', () => {
    const html = render('/services?category=automotive', <ServicesIndexPage />);
    expect(cards(html)).toEqual(['car-lockout', 'key-fob-programming', 'ignition-repair']);
    expect(currentFilter(html)).toEqual(['automotive']);
    expect(text(html)).toContain('Showing 3 automotive services');
    expect(text(render('/services?category=specialty', <ServicesIndexPage />))).toContain(
      'Showing 1 specialty service',
    );
  });

  it('makes each filter a link to ?category=<id>, and All a link to the bare path, both at the list', () => {
    const html = render('/services?category=repair', <ServicesIndexPage />);
    expect(filterLinks(html).map(({ category, href }) => ({ category, href }))).toEqual([
      { category: 'all', href: '/services#services-list' },
      ...['automotive', 'residential', 'commercial', 'installation', 'repair', 'specialty', 'general'].map(
        (category) => ({ category, href: `/services?category=${category}#services-list` }),
      ),
    ]);
  });

  it('falls back to All for an unknown category', () => {
    const html = render('/services?category=plumbing', <ServicesIndexPage />);
    expect(cards(html)).toHaveLength(11);
    expect(currentFilter(html)).toEqual(['all']);
  });

  it('gives every card a Learn More link to its page and a Call Now link', () => {
    const html = render('/services', <ServicesIndexPage />);
    for (const service of services) expect(html).toContain(`href="/services/${service.slug}"`);
    expect(telLinks(html)).toBeGreaterThanOrEqual(11);
  });
});

describe('service pages', () => {
  for (const service of services) {
    it(`${service.slug}: one h1, tagline, three badges, call and quote links, the callback form preset`, () => {
      const html = render(`/services/${service.slug}`, <ServicePage slug={service.slug} host={host} />);
      expect(h1s(html)).toEqual([`${service.title} in St. Louis`]);
      const page = text(html);
      expect(page).toContain(service.tagline);
      for (const badge of service.badges) expect(page).toContain(badge);
      expect(html).toContain(`href="${business.phone.href}"`);
      expect(html).toContain('href="/#quote"');
      const island = /data-island="forms\/CallbackForm" data-props="([^"]*)"/.exec(html);
      expect(JSON.parse(decode(island?.[1] ?? '{}'))).toEqual({
        serviceName: service.title,
        formTitle: service.form.title,
        ctaText: service.form.cta,
      });
      for (const benefit of service.benefits) expect(page).toContain(benefit.title);
      for (const block of service.info) expect(page).toContain(block.title);
      for (const faq of service.faqs) expect(page).toContain(faq.question);
      expect(page).toContain(service.closing.title);
    });
  }

  it('refuses a slug the route table never gives it', () => {
    expect(() => render('/services/x', <ServicePage slug="plumbing" host={host} />)).toThrow(/plumbing/);
  });
});

describe('home services grid', () => {
  it('renders a complete section: the first `limit` cards with Learn More and Call Now, and View All 11', () => {
    const html = render('/', <HomeServices limit={6} host={host} />);
    expect(html).toMatch(/^<section class="section"/);
    expect(html).toMatch(/<h2[^>]*>/);
    expect(cards(html)).toEqual(services.slice(0, 6).map((service) => service.slug));
    expect(html.match(/>Learn More</g)).toHaveLength(6);
    expect(html.match(/>Call Now</g)).toHaveLength(6);
    expect(telLinks(html)).toBe(6);
    expect(html).toMatch(/<a [^>]*href="\/services"[^>]*>View All <!-- -->11<!-- --> Services<\/a>/);
  });

  it('follows the limit it is given', () => {
    expect(cards(render('/', <HomeServices limit={3} host={host} />))).toHaveLength(3);
  });
});
