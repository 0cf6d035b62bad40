/**
 * What a remote publishes for the shell, checked before a new version of it goes live: its route
 * table (`./routes`) and its island table (`./islands`). The shapes are the contract's; the rules
 * are the registry's (which paths and which island ids a remote may own) and the site's (no path
 * taken twice; titles and descriptions unique across the site).
 */
import {
  type IslandsModule,
  islandNamespace,
  pathMatchesPattern,
  type RemoteDefinition,
  type RouteEntry,
} from '@site-kit/contract';
import { z } from 'zod';

const jsonLdRecord = z
  .object({ '@type': z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]) })
  .catchall(z.json());

const pageHead = z.object({
  title: z.string().trim().min(1, 'title is empty'),
  description: z.string().trim().min(1, 'description is empty'),
  keywords: z.array(z.string()),
  ogImage: z.string().startsWith('/').optional(),
  ogType: z.enum(['website', 'article']).optional(),
  robots: z.string().optional(),
  jsonLd: z.array(jsonLdRecord, 'JSON-LD must be a list of records, each an object with @type'),
});

const routeEntry = z.object({
  path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'path must be /lower-case-words, no trailing slash'),
  module: z.string().regex(/^\.\/[A-Za-z0-9_-]+$/, "module must be an exposed name such as './CityPage'"),
  props: z.record(z.string(), z.json()).optional(),
  head: pageHead,
  breadcrumb: z.string().trim().min(1),
  sitemap: z.boolean(),
  nav: z
    .object({
      lists: z.array(z.enum(['services', 'areas-summary', 'areas-primary'])),
      label: z.string().trim().min(1),
      order: z.number(),
    })
    .optional(),
  query: z.array(z.string().regex(/^[a-z][a-z0-9_-]*$/, 'a query parameter name is lower-case words')).optional(),
});

/** A remote's route table: well-formed entries, each path once, each a path the registry gives it. */
export const routeTableSchema = (remote: RemoteDefinition) =>
  z.array(routeEntry).superRefine((routes, context) => {
    const seen = new Set<string>();
    routes.forEach((route, index) => {
      if (seen.has(route.path)) {
        context.addIssue({ code: 'custom', path: [index, 'path'], message: `${route.path} is listed twice` });
      }
      seen.add(route.path);
      if (!remote.owns.some((pattern) => pathMatchesPattern(pattern, route.path))) {
        context.addIssue({
          code: 'custom',
          path: [index, 'path'],
          message: `${route.path} is not a path ${remote.name} may own (${remote.owns.join(', ') || 'none'})`,
        });
      }
    });
  });

/** A remote's island table: ids under its own namespace, each an exposed module and a hydration mode. */
export const islandTableSchema = (remote: RemoteDefinition) =>
  z.record(
    z
      .string()
      .regex(
        new RegExp(`^${islandNamespace(remote)}/[A-Za-z][A-Za-z0-9]*$`),
        `island ids must be ${islandNamespace(remote)}/Name`,
      ),
    z.object({
      module: z.string().regex(/^\.\/[A-Za-z0-9_-]+$/),
      hydrate: z.enum(['visible', 'interaction']),
    }),
  );

/** A route already on the site, with its owner (the shell or another remote). */
export interface SiteRouteSummary {
  path: string;
  owner: string;
  title: string;
  description: string;
}

/** Problems of a remote's route table against the rest of the site; empty when it fits. */
export function siteConflicts(
  remote: RemoteDefinition,
  routes: readonly RouteEntry[],
  others: readonly SiteRouteSummary[],
): string[] {
  const foreign = others.filter((other) => other.owner !== remote.name);
  const byPath = new Map(foreign.map((other) => [other.path, other]));
  const problems: string[] = [];
  const titles = new Map(foreign.map((other) => [other.title, other]));
  const descriptions = new Map(foreign.map((other) => [other.description, other]));
  const ownTitles = new Set<string>();
  const ownDescriptions = new Set<string>();
  for (const route of routes) {
    const taken = byPath.get(route.path);
    if (taken) problems.push(`${route.path} is already served by ${taken.owner}`);
    const sameTitle = titles.get(route.head.title);
    if (sameTitle || ownTitles.has(route.head.title)) {
      problems.push(
        `${route.path}: title "${route.head.title}" is also ${sameTitle?.path ?? 'another of its routes'}'s`,
      );
    }
    const sameDescription = descriptions.get(route.head.description);
    if (sameDescription || ownDescriptions.has(route.head.description)) {
      problems.push(`${route.path}: its description is also ${sameDescription?.path ?? 'another of its routes'}'s`);
    }
    ownTitles.add(route.head.title);
    ownDescriptions.add(route.head.description);
  }
  return problems;
}

/** One line for each problem zod found, with where it is (`routes[3].head.title: title is empty`). */
export function describeIssues(what: string, error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map(
      (issue) =>
        `${what}${issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}: ${issue.message}`,
    )
    .join('; ');
}

export type IslandTable = IslandsModule['islands'];
