import { business } from '@site-kit/brand';
import { renderAt, testHost, textOf } from '@site-kit/brand/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { services } from '../content/services';
import HomeServices from '../islands/HomeServices';
import ServicePage from './ServicePage';
import ServicesIndexPage from './ServicesIndexPage';

const host = testHost();
const cards = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-service]')].map((card) => card.dataset.service);
const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
const filterLinks = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLAnchorElement>('a[data-category]')].map((link) => ({
    category: link.dataset.category,
    href: link.getAttribute('href'),
    current: link.getAttribute('aria-current') === 'true',
  }));
const currentFilter = (container: HTMLElement) =>
  filterLinks(container)
    .filter((link) => link.current)
    .map((link) => link.category);
const telLinks = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLAnchorElement>(`a[href="${business.phone.href}"]`),
];
const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('services index', () => {
  it('shows all 11 cards under All (the default) with one h1', () => {
    const page = renderAt(<ServicesIndexPage />, '/services');
    expect(cards(page)).toEqual(services.map((service) => service.slug));
    expect(currentFilter(page)).toEqual(['all']);
    expect(page.querySelector('section#services-list')).not.toBeNull();
    expect(h1s()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Showing 11 services');
  });

  it('renders a category from ?category= and marks its filter as current', () => {
    const page = renderAt(<ServicesIndexPage />, '/services?category=automotive');
    expect(cards(page)).toEqual(['car-lockout', 'key-fob-programming', 'ignition-repair']);
    expect(currentFilter(page)).toEqual(['automotive']);
    expect(within(page).getByRole('status').textContent).toBe('Showing 3 automotive services');
    const specialty = renderAt(<ServicesIndexPage />, '/services?category=specialty');
    expect(within(specialty).getByRole('status').textContent).toBe('Showing 1 specialty service');
  });

  it('makes each filter a link to ?category=<id>, and All a link to the bare path, both at the list', () => {
    const page = renderAt(<ServicesIndexPage />, '/services?category=repair');
    expect(filterLinks(page).map(({ category, href }) => ({ category, href }))).toEqual([
      { category: 'all', href: '/services#services-list' },
      ...['automotive', 'residential', 'commercial', 'installation', 'repair', 'specialty', 'general'].map(
        (category) => ({ category, href: `/services?category=${category}#services-list` }),
      ),
    ]);
  });

  it('falls back to All for an unknown category', () => {
    const page = renderAt(<ServicesIndexPage />, '/services?category=plumbing');
    expect(cards(page)).toHaveLength(11);
    expect(currentFilter(page)).toEqual(['all']);
  });

  it('gives every card a Learn More link to its page and a Call Now link', () => {
    const page = renderAt(<ServicesIndexPage />, '/services');
    for (const service of services) {
      const card = within(page.querySelector<HTMLElement>(`[data-service="${service.slug}"]`) as HTMLElement);
      expect(card.getByRole('link', { name: `Learn More about ${service.title}` }).getAttribute('href')).toBe(
        `/services/${service.slug}`,
      );
      const call = card.getByRole('link', { name: `Call Now about ${service.title}` });
      expect([call.getAttribute('href'), call.dataset.placement]).toEqual([business.phone.href, 'service-card']);
    }
    expect(telLinks(page).map((link) => link.dataset.placement)).toEqual([
      'services-hero',
      ...services.map(() => 'service-card'),
      'services-cta',
    ]);
  });
});

describe('service pages', () => {
  for (const service of services) {
    it(`${service.slug}: one h1, tagline, three badges, call and quote links, the callback form preset, FAQ`, () => {
      const page = renderAt(<ServicePage slug={service.slug} host={host} />, `/services/${service.slug}`);
      expect(h1s()).toEqual([`${service.title} in St. Louis`]);
      const text = textOf(page);
      expect(text).toContain(service.tagline);
      for (const badge of service.badges) expect(text).toContain(badge);
      expect(telLinks(page).map((link) => link.dataset.placement)).toEqual(['service-hero', 'service-cta']);
      expect(hrefs(page)).toContain('/#quote');
      const island = page.querySelector<HTMLElement>('[data-island="forms/CallbackForm"]');
      expect(JSON.parse(island?.dataset.props ?? '{}')).toEqual({
        serviceName: service.title,
        formTitle: service.form.title,
        ctaText: service.form.cta,
      });
      for (const benefit of service.benefits) expect(text).toContain(benefit.title);
      for (const block of service.info) expect(text).toContain(block.title);
      const faq = screen.getByRole('region', { name: `${service.title}: common questions` });
      expect(
        within(faq)
          .getAllByRole('heading', { level: 3 })
          .map((question) => question.textContent),
      ).toEqual(service.faqs.map((item) => item.question));
      screen.getByRole('region', { name: service.closing.title });
    });
  }

  it('refuses a slug the route table never gives it', () => {
    expect(() => ServicePage({ slug: 'plumbing', host })).toThrow(/plumbing/);
  });
});

describe('home services grid', () => {
  it('renders a complete section: the first `limit` cards with Learn More and Call Now, and View All 11', () => {
    const grid = renderAt(<HomeServices limit={6} host={host} />, '/');
    const section = grid.firstElementChild as HTMLElement;
    expect([section.tagName, section.className]).toEqual(['SECTION', 'section']);
    within(section).getByRole('heading', { level: 2 });
    expect(cards(grid)).toEqual(services.slice(0, 6).map((service) => service.slug));
    expect(within(section).getAllByRole('link', { name: /^Learn More/ })).toHaveLength(6);
    expect(within(section).getAllByRole('link', { name: /^Call Now/ })).toHaveLength(6);
    expect(telLinks(grid)).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'View All 11 Services' }).getAttribute('href')).toBe('/services');
  });

  it('follows the limit it is given', () => {
    expect(cards(renderAt(<HomeServices limit={3} host={host} />, '/'))).toHaveLength(3);
  });
});
