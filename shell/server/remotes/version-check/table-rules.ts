/**
 * What a remote publishes for the shell, checked before a new version of it goes live: its route
 * table (`./routes`) and its island table (`./islands`). The shapes are the contract's schemas; the
 * rules are the registry's (which paths and which island ids a remote may own) and the site's (no
 * path taken twice; titles and descriptions unique across the site; every cross-link leads to a page).
 */
import {
  type IslandsModule,
  islandNamespace,
  pathMatchesPattern,
  type RemoteDefinition,
  type RouteEntry,
  remoteOwningPath,
} from '@site-kit/contract';
import { islandEntrySchema, routeEntrySchema } from '@site-kit/contract/schemas';
import { z } from 'zod';

/** A remote's route table: well-formed entries, each path once, each a path the registry gives it. */
export const routeTableSchema = (remote: RemoteDefinition) =>
  z.array(routeEntrySchema).superRefine((routes, context) => {
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
    islandEntrySchema,
  );

/** A route already on the site, with its owner (the shell or another remote). */
export interface SiteRouteSummary {
  path: string;
  owner: string;
  title: string;
  description: string;
  /** The route's links to other sections (`RouteEntry.links`). */
  links?: readonly string[];
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

/**
 * Cross-links that would lead nowhere if the remote's table went live: its own links to paths the
 * site does not serve, and other sections' links into paths the registry gives the remote that its
 * table no longer serves. A link into a section whose table the shell has not loaded yet (no route
 * of it in `site`) cannot be judged, so it is not reported.
 */
export function unresolvedLinks(
  remote: RemoteDefinition,
  routes: readonly RouteEntry[],
  site: readonly SiteRouteSummary[],
): string[] {
  const others = site.filter((route) => route.owner !== remote.name);
  const served = new Set([...others.map((route) => route.path), ...routes.map((route) => route.path)]);
  const loadedOwners = new Set(others.map((route) => route.owner));
  // A path no remote owns is the shell's, whose routes are always known.
  const judgeable = (path: string) => {
    const owner = remoteOwningPath(path);
    return !owner || owner.name === remote.name || loadedOwners.has(owner.name);
  };
  const problems: string[] = [];
  for (const route of routes) {
    for (const link of route.links ?? []) {
      if (!served.has(link) && judgeable(link)) problems.push(`${route.path} links to ${link}, which no page serves`);
    }
  }
  const owned = (path: string) => remote.owns.some((pattern) => pathMatchesPattern(pattern, path));
  for (const route of others) {
    for (const link of route.links ?? []) {
      if (owned(link) && !served.has(link)) {
        problems.push(`${route.path} (${route.owner}) links to ${link}, which this version no longer serves`);
      }
    }
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
