/**
 * The shell's own pages with their search metadata. Everything else comes from the remotes' route
 * tables at run time.
 */

import { business, claims, locksmithJsonLd } from '@site-kit/brand';
import type { PageHead, SiteContext } from '@site-kit/contract';
import { homeFaqs } from './content/faq';
import type { ShellPageName } from './page-names';

export interface ShellRoute {
  path: string;
  page: ShellPageName;
  head: PageHead;
  breadcrumb: string;
  sitemap: boolean;
}

const city = `${business.address.city}, ${business.address.region}`;

/** The shell's pages, with JSON-LD on the site's run-time origin. */
export const shellRoutes = ({ siteUrl }: SiteContext): readonly ShellRoute[] => [
  {
    path: '/',
    page: 'home',
    breadcrumb: 'Home',
    sitemap: true,
    head: {
      title: `24/7 Mobile Locksmith in ${city} | ${claims.responseMinutes}-Minute Response | ${business.shortName}`,
      description: `Locked out? ${business.name} sends a licensed mobile locksmith across St. Louis in about ${claims.responseMinutes} minutes, day or night. Car, home and business lock service. New customers save ${claims.newCustomerDiscountPercent}%.`,
      keywords: ['locksmith St. Louis', 'emergency locksmith', '24/7 locksmith', 'car lockout', 'house lockout'],
      jsonLd: [
        locksmithJsonLd(siteUrl),
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: business.name,
          url: `${siteUrl}/`,
          inLanguage: 'en-US',
        },
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: homeFaqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        },
      ],
    },
  },
  {
    path: '/about',
    page: 'about',
    breadcrumb: 'About',
    sitemap: true,
    head: {
      title: `About ${business.name} | Licensed St. Louis Locksmiths Since ${business.foundedYear}`,
      description: `Meet the licensed, bonded and insured locksmiths who have served St. Louis homes, drivers and businesses around the clock since ${business.foundedYear}.`,
      keywords: ['about locksmith', 'licensed locksmith St. Louis', 'bonded insured locksmith'],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: `About ${business.name}`,
          url: `${siteUrl}/about`,
        },
      ],
    },
  },
  {
    path: '/contact',
    page: 'contact',
    breadcrumb: 'Contact',
    sitemap: true,
    head: {
      title: `Contact ${business.shortName} | Call ${business.phone.display}, Open 24/7`,
      description: `Call ${business.phone.display} any time or send a message. Our St. Louis mobile locksmiths answer 24/7, including holidays, across Missouri and Illinois.`,
      keywords: ['contact locksmith', 'locksmith phone number', 'St. Louis locksmith near me'],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: `Contact ${business.name}`,
          url: `${siteUrl}/contact`,
        },
        locksmithJsonLd(siteUrl),
      ],
    },
  },
  {
    path: '/privacy',
    page: 'privacy',
    breadcrumb: 'Privacy Policy',
    sitemap: true,
    head: {
      title: `Privacy Policy | ${business.name}`,
      description: `How ${business.name} collects, uses and protects the information you share when you call, book or send a form.`,
      keywords: ['privacy policy', 'locksmith privacy'],
      jsonLd: [],
    },
  },
  {
    path: '/terms',
    page: 'terms',
    breadcrumb: 'Terms of Service',
    sitemap: true,
    head: {
      title: `Terms of Service | ${business.name}`,
      description: `The terms for locksmith service from ${business.name}: proof of ownership, pricing, cancellations, payments and warranties.`,
      keywords: ['terms of service', 'locksmith terms'],
      jsonLd: [],
    },
  },
];

export const notFoundHead: PageHead = {
  title: `Page Not Found | ${business.name}`,
  description: `The page you asked for is not here. Call ${business.phone.display} for a locksmith 24/7 or browse our services and service areas.`,
  keywords: [],
  robots: 'noindex,follow',
  jsonLd: [],
};

export const unavailableHead: PageHead = {
  title: `Temporarily Unavailable | ${business.name}`,
  description: `This page is briefly unavailable. Call ${business.phone.display} for a locksmith 24/7.`,
  keywords: [],
  robots: 'noindex,follow',
  jsonLd: [],
};
