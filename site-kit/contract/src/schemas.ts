/**
 * The shapes a remote publishes for the shell, written once, as zod schemas: the shell checks a new
 * version's tables against them (the shell's `remotes/version-check/table-rules.ts` adds the registry's and the
 * site's rules), and the contract's TypeScript types are inferred from them (`contract.ts`). Only
 * server code imports this module (`@site-kit/contract/schemas`), so zod never reaches a browser bundle.
 */
import { z } from 'zod';
import type { JsonObject } from './json.js';
import { NAV_LISTS } from './nav.js';
import { VERSION_PATTERN } from './registry.js';

/**
 * JSON checked by zod's own JSON schema, typed as the contract's (readonly) JSON types, which the
 * remotes' builders return.
 */
const jsonObject = z.record(z.string(), z.json()) as unknown as z.ZodType<JsonObject>;

/** A schema.org record: an object with a non-empty `@type`. */
const jsonLdRecord = z
  .object({ '@type': z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]) })
  .catchall(z.json()) as unknown as z.ZodType<JsonObject>;

/** An absolute site path: lower-case words, no trailing slash (except '/'), no query or hash. */
export const sitePath = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'path must be /lower-case-words, no trailing slash');

/** An exposed module's name, e.g. './CityPage'. */
const exposedModule = z.templateLiteral(['./', z.string().regex(/^[A-Za-z0-9_-]+$/)], {
  error: "module must be an exposed name such as './CityPage'",
});

/** Search and social metadata for one route; the shell adds canonical, geo, alternates, breadcrumbs. */
export const pageHeadSchema = z.object({
  /** Full document title, unique across the site. */
  title: z.string().trim().min(1, 'title is empty'),
  /** Meta description, unique across the site (about 120-160 characters). */
  description: z.string().trim().min(1, 'description is empty'),
  keywords: z.array(z.string()).readonly(),
  /** Site-relative path of a 1200x630 social preview image; the shell's default when absent. */
  ogImage: z.string().startsWith('/').optional(),
  ogType: z.enum(['website', 'article']).optional(),
  /** Defaults to 'index,follow'. */
  robots: z.string().optional(),
  /** Structured data records for this page (schema.org), rendered as JSON-LD. */
  jsonLd: z.array(jsonLdRecord, 'JSON-LD must be a list of records, each an object with @type').readonly(),
});

/** Where a page appears in the shell's frame. */
const navEntrySchema = z.object({
  lists: z.array(z.enum(NAV_LISTS)).readonly(),
  /** Link text in those lists. */
  label: z.string().trim().min(1),
  /** Sort key within each list (ascending). */
  order: z.number(),
});

export const routeEntrySchema = z.object({
  /** Absolute path, no trailing slash (except '/'), e.g. '/services/car-lockout'. */
  path: sitePath,
  /** Exposed module that renders the page, e.g. './ServicePage'. Its default export is the page. */
  module: exposedModule,
  /** Serializable props passed to the page component (they travel in the HTML for hydration). */
  props: jsonObject.optional(),
  head: pageHeadSchema,
  /** Label of this page in breadcrumbs. */
  breadcrumb: z.string().trim().min(1),
  /** Listed in /sitemap.xml. */
  sitemap: z.boolean(),
  nav: navEntrySchema.optional(),
  /**
   * Paths of other sections (the shell's or another remote's pages) this page links to. The shell's
   * version check refuses a version whose links lead nowhere, and a version that would leave
   * another section's links leading nowhere.
   */
  links: z.array(sitePath).readonly().optional(),
  /**
   * Query parameters the page reads, each with the values it tells apart (`{ category: ['car', …] }`).
   * The shell renders and caches the page for its path and these values only: any other parameter
   * (`?gclid=`, `utm_*`) or value never reaches the render, so junk cannot take cache entries.
   */
  query: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_-]*$/, 'a query parameter name is lower-case words'),
      z.array(z.string().min(1)).min(1, 'a query parameter lists the values the page reads').readonly(),
    )
    .readonly()
    .optional(),
});

/** When an island's code loads in the browser (see `IslandHydration`). */
export const islandHydrationSchema = z.enum(['visible', 'interaction']);

export const islandEntrySchema = z.object({
  /** Exposed module whose default export is the island component, e.g. './CallbackForm'. */
  module: exposedModule,
  hydrate: islandHydrationSchema,
});

/** The live pointer (`live.json`), and one entry of the deploy log (`deployments.json`). */
export const livePointerSchema = z.object({
  /** The live version: a folder under `versions/`. */
  version: z.string().regex(VERSION_PATTERN, 'a version is a content hash'),
  /** When it went live (ISO 8601). */
  since: z.iso.datetime(),
});

export const deployLogSchema = z.array(livePointerSchema);
