/** Site-wide structured data the shell adds to every page: the Organization and the breadcrumb trail. */

import { business, postalAddress } from '@site-kit/brand';
import type { JsonObject, PageHead } from '@site-kit/contract';
import type { IndexedRoute, NavLink } from '../page-contract/payload';
import { absoluteUrl } from './head-tags';

export interface Crumb {
  name: string;
  path: string;
}

/** A path segment as text; one that is not valid percent-encoding stays as it came. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 'car-lockout' → 'Car Lockout'. */
export const titleCase = (segment: string): string =>
  decodeSegment(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Home first, then each path prefix: its route's label when known, else the segment in words. */
export function breadcrumbTrail(path: string, routes: Record<string, IndexedRoute>): Crumb[] {
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  const segments = path.split('/').filter(Boolean);
  segments.forEach((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    trail.push({ name: routes[prefix]?.label ?? titleCase(segment), path: prefix });
  });
  return trail;
}

export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function organizationJsonLd(siteUrl: string, areas: readonly NavLink[]): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: business.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/brand/logo-512.png`,
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundedYear),
    address: postalAddress,
    sameAs: Object.values(business.social),
    areaServed: areas.map((area) => ({ '@type': 'City', name: area.label })),
  };
}

/** A page that brings its own breadcrumb (a BreadcrumbList or a WebPage.breadcrumb) keeps it alone. */
export const hasOwnBreadcrumb = (head: PageHead): boolean =>
  head.jsonLd.some((record) => record['@type'] === 'BreadcrumbList' || 'breadcrumb' in record);

export function siteJsonLd(
  siteUrl: string,
  path: string,
  head: PageHead,
  routes: Record<string, IndexedRoute>,
  areas: readonly NavLink[],
): JsonObject[] {
  const records = [organizationJsonLd(siteUrl, areas)];
  if (path !== '/' && !hasOwnBreadcrumb(head)) records.push(breadcrumbJsonLd(siteUrl, breadcrumbTrail(path, routes)));
  return records;
}
