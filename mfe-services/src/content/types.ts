/**
 * The shape of the services content. Pages and the home grid are thin views over these records,
 * so adding or rewording a service is a data change only.
 */

import type { IconName } from '@site-kit/brand/ui';

/** Filter categories of the services index, in button order (All comes first and is not a category). */
export const serviceCategories = [
  { id: 'automotive', label: 'Automotive' },
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
  { id: 'installation', label: 'Installation' },
  { id: 'repair', label: 'Repair' },
  { id: 'specialty', label: 'Specialty' },
  { id: 'general', label: 'General' },
] as const;
export type ServiceCategory = (typeof serviceCategories)[number]['id'];

export interface Benefit {
  icon: IconName;
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface ItemGroup {
  title: string;
  items: readonly string[];
}

export interface SecurityTier {
  name: string;
  /** The rating or capability that defines the tier, e.g. 'ANSI/BHMA Grade 1'. */
  rating: string;
  text: string;
  recommended: boolean;
}

export interface Product {
  name: string;
  text: string;
}

export interface ComparisonRow {
  label: string;
  values: readonly [string, string];
}

/** One block of a service page's info section; `kind` picks how it is drawn. */
export type InfoBlock =
  | { kind: 'steps'; title: string; intro?: string; steps: readonly Step[] }
  | { kind: 'list'; title: string; intro?: string; items: readonly string[] }
  | { kind: 'groups'; title: string; intro?: string; groups: readonly ItemGroup[] }
  | { kind: 'tiers'; title: string; intro?: string; tiers: readonly SecurityTier[] }
  | { kind: 'products'; title: string; intro?: string; products: readonly Product[] }
  | {
      kind: 'comparison';
      title: string;
      intro?: string;
      columns: readonly [string, string];
      rows: readonly ComparisonRow[];
    }
  | { kind: 'warning'; title: string; intro: string; items: readonly string[]; advice: string }
  | { kind: 'text'; title: string; paragraphs: readonly string[] };

export interface Faq {
  question: string;
  answer: string;
}

export interface PriceRange {
  min: number;
  max: number;
  /** What one price is for, e.g. 'per lock'. */
  unit: string;
}

export interface Service {
  /**
   * The page's address under /services (`servicePath`) and the id of its card. The services team
   * publishes its pages through its route table; other sections link to them by URL, and the
   * shell's version check confirms every such link leads to a page.
   */
  slug: string;
  /** Name of the service (page heading, nav label, breadcrumb, card title, form's service value). */
  title: string;
  icon: IconName;
  /** The category shown on the card. */
  category: ServiceCategory;
  /** Further filters that also list the service (a rekey is residential and commercial work). */
  alsoListedUnder: readonly ServiceCategory[];
  /** What the service is, on its card (one or two sentences); the page's meta description is separate. */
  description: string;
  /** Card bullet points. */
  features: readonly string[];
  /** Hero line under the heading. */
  tagline: string;
  badges: readonly [string, string, string];
  benefitsTitle: string;
  benefits: readonly Benefit[];
  info: readonly InfoBlock[];
  faqs: readonly Faq[];
  /** Slugs of other services (the content test checks each one exists). */
  related: readonly string[];
  /** The callback form's configuration (its service field is the title). */
  form: { title: string; cta: string };
  closing: { title: string; text: string };
  meta: {
    /** Title without the brand suffix the route table appends. */
    title: string;
    description: string;
    keywords: readonly string[];
  };
  /** A published price, carried into the Service JSON-LD as an offer. */
  price?: PriceRange;
}
