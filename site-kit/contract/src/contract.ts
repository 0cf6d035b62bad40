/**
 * The contract between the shell and the remotes. It is all a team needs to know to plug a
 * page or an island into the site; nothing here knows about any particular remote's content.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { JsonObject } from './json.js';
import type {
  islandEntrySchema,
  islandHydrationSchema,
  livePointerSchema,
  pageHeadSchema,
  routeEntrySchema,
} from './schemas.js';

export type { JsonObject, JsonPrimitive, JsonValue } from './json.js';
export type { NavList } from './nav.js';
export { NAV_LISTS } from './nav.js';

/*
 * The shapes the shell checks at run time are written once, as zod schemas (`schemas.ts`, field by
 * field documented there); these types are inferred from them.
 */

/** Search and social metadata for one route; the shell adds canonical, geo, alternates, breadcrumbs. */
export type PageHead = z.infer<typeof pageHeadSchema>;

/** One page of a remote's route table. */
export type RouteEntry = z.infer<typeof routeEntrySchema>;

/** The query parameters a page reads, each with the values it tells apart (`RouteEntry.query`). */
export type PageQuery = NonNullable<RouteEntry['query']>;

/** The origin's pointer (`live.json`): the live version and since when. */
export type LivePointer = z.infer<typeof livePointerSchema>;

/** One entry of the origin's deploy log (`deployments.json`): a version went live at `since`. */
export type DeployLogEntry = LivePointer;

/** Where the site runs: what a route table builds absolute URLs from (JSON-LD). */
export interface SiteContext {
  /** The shell's SITE_URL, e.g. https://www.example.com (no trailing slash). */
  siteUrl: string;
}

/** What a page remote exposes as `./routes`: its route table, for the site's run-time URL. */
export interface RoutesModule {
  routes(site: SiteContext): readonly RouteEntry[];
}

/**
 * Islands: interactive components owned by one team and placed by another. A page or the shell
 * asks the host for an island by id; every remote publishes its own table of islands at run time
 * (`./islands`), so adding an island changes only the remote that renders it. Props must be
 * serializable: they travel in the HTML so the browser hydrates with the same input. An island
 * treats its props as input from another team: it renders sensible defaults for missing ones.
 */
export type IslandId = `${string}/${string}`;

/**
 * When an island's code loads in the browser (its server HTML works before that):
 * - 'visible': when it comes near the viewport;
 * - 'interaction': when the visitor points at it (a mouse or pen) or focuses anything in it, or
 *   touches a field, button or label in it (a finger landing elsewhere starts a scroll). Forms post
 *   without JavaScript and keep what was typed before hydration, so they need no code until then.
 *   A finger never wakes an island with no such control (links only).
 */
export type IslandHydration = z.infer<typeof islandHydrationSchema>;

/** An island's exposed module (its default export is the component) and when it hydrates. */
export type IslandEntry = z.infer<typeof islandEntrySchema>;

/**
 * What every remote exposes as `./islands`. Ids start with the remote's island namespace
 * (`islandNamespace` in the registry: 'forms/CallbackForm' for mfe-forms); the shell refuses others.
 */
export interface IslandsModule {
  islands: Readonly<Record<IslandId, IslandEntry>>;
}

export interface IslandSlotProps {
  id: IslandId;
  props?: JsonObject;
  /** Rendered (server and browser) when the owning remote is unavailable. */
  fallback?: ReactNode;
}

/**
 * Run-time settings the shell reads from its environment and hands to pages and islands. They are
 * public: they travel in the HTML.
 */
export interface PublicConfig {
  /** Canonical origin, e.g. https://www.example.com (no trailing slash). */
  siteUrl: string;
  /** Third-party reviews widget; null when not configured (static testimonials stand alone). */
  reviewsWidget: { scriptUrl: string; widgetId: string } | null;
  /** Path the forms post to (the shell forwards it to form-api). */
  formsEndpoint: string;
}

/**
 * The outcome of a form posted without JavaScript (a real `<form method="post">` to the page's own
 * URL, with a `formType` field). The shell forwards it to form-api and renders the page again with
 * this state, which the form whose `formType` matches shows: its errors with the visitor's input
 * kept, the failure banner, or (after a 303 to `?submitted=<formType>`) the success panel.
 */
export interface FormSubmissionState {
  formType: string;
  status: 'invalid' | 'failed' | 'submitted';
  /** What the visitor typed (strings; checkboxes as 'on' when ticked). */
  values: Readonly<Record<string, string>>;
  /** Field name → message, for status 'invalid'. */
  errors: Readonly<Record<string, string>>;
  /** Banner text for status 'failed'. */
  message?: string;
}

/** Services the shell hands to every federated page and island. */
export interface HostApi {
  Island: (props: IslandSlotProps) => ReactNode;
  config: PublicConfig;
  /**
   * The path of the page the part is on (`/services/car-lockout`): a form posts back to it without
   * JavaScript. A part that reads only this needs no router, so the browser does not download one for it.
   */
  path: string;
  /** Set on the response to a form posted without JavaScript (and on its success page). */
  submission: FormSubmissionState | null;
}

/** Every page component receives its route's props (RouteEntry.props) plus the host API. */
export type PageProps<P extends object = Record<never, never>> = P & { host: HostApi };

/** Every island component receives the props its placer gave (`P`, its own type) plus the host API. */
export type IslandProps<P extends object = Record<never, never>> = P & { host: HostApi };
