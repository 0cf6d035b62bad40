import { remoteByName } from '@site-kit/contract';
import { describe, expect, it } from 'vitest';
import { pagesToCheck, readPage, type SitePage, sitemapPaths } from './pages';

const remote = (name: string) => {
  const found = remoteByName(name);
  if (!found) throw new Error(name);
  return found;
};

const page = (path: string, islands: string[] = [], modules: string[] = []): SitePage => ({
  path,
  islands,
  modules,
  links: [],
});

describe('the pages a browser check opens', () => {
  it('reads the paths of a sitemap, whatever host it names', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>https://www.example.com/</loc></url>
<url><loc> https://www.example.com/locksmith-clayton-mo </loc></url><url><loc>not a url</loc></url></urlset>`;
    expect(sitemapPaths(xml)).toEqual(['/', '/locksmith-clayton-mo']);
  });

  it('reads a page: the islands and parts its boxes name, the paths of this site its links lead to', () => {
    const html = `<main data-part="page" data-part-module="mfe_cities/CityPage">
<a href="/services/car-lockout?x=1#top">Car</a><a class="x" href="/contact">Contact</a>
<a href="//evil.example/x">x</a><a href="https://other.example/">o</a><a href="tel:+13145550142">call</a>
<a href="/api/submissions">api</a><a href="/favicon.svg">icon</a><a href="/__preview/leave">leave</a>
<div data-part="island" data-island="forms/CallbackForm" data-part-module="mfe_forms/CallbackForm"></div></main>`;
    expect(readPage('/locksmith-clayton-mo', html)).toEqual({
      path: '/locksmith-clayton-mo',
      islands: ['forms/CallbackForm'],
      modules: ['mfe_cities/CityPage', 'mfe_forms/CallbackForm'],
      links: ['/services/car-lockout', '/contact'],
    });
  });

  it('a page remote: the home page, every page it owns, then a page for each of its islands', () => {
    const site = [
      page('/locksmith-clayton-mo', ['forms/CallbackForm']),
      page('/contact', ['forms/ContactForm']),
      page('/service-areas'),
      page('/', ['cities/HomeAreas', 'forms/EmergencyForm']),
      page('/locksmith-affton-mo'),
      page('/services/car-lockout', ['cities/AreaList']),
    ];
    expect(pagesToCheck(remote('mfe_cities'), site)).toEqual([
      '/',
      '/locksmith-affton-mo',
      '/locksmith-clayton-mo',
      '/service-areas',
      '/services/car-lockout',
    ]);
  });

  it('an island-only remote: the home page and the first page placing each island, home first', () => {
    const site = [
      page('/services/lock-rekeying', ['forms/CallbackForm']),
      page('/services/car-lockout', ['forms/CallbackForm']),
      page('/contact', ['forms/ContactForm']),
      page('/', ['forms/EmergencyForm', 'forms/QuoteForm', 'services/HomeServices']),
    ];
    expect(pagesToCheck(remote('mfe_forms'), site)).toEqual(['/', '/contact', '/services/car-lockout']);
  });
});
