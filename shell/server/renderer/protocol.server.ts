/**
 * What the gate and a renderer say to each other over the renderer's IPC channel (issue 33, point
 * 5). Pages travel over HTTP on loopback (`x-renderer-key`); these messages carry the rest: the
 * renderer's picture of the site (what the gate shows in /healthz, the titles the no-JavaScript
 * forwarder sends, the frame of the gate's own error page), the versions that go live (the watch),
 * and the gate's requests (withdraw a version, check a candidate for a preview).
 */
import type { RemoteName } from '@site-kit/contract';
import { formTypes } from '@site-kit/forms';
import { z } from 'zod';
import type { IndexedRoute, NavLists } from '../../src/page-contract/payload';
import type { RemoteStatus } from '../remotes/remotes-snapshot.server';
import type { Verdict } from '../remotes/version-check/version-gate.server';
import type { Withdrawal } from '../remotes/version-check/withdrawal.server';

/** The site as a renderer serves it now: data only, sent whole on every change. */
export interface SitePicture {
  pid: number;
  remotes: Record<RemoteName, RemoteStatus>;
  /** Each page's title by path (a lead posted without JavaScript carries its page's title). */
  titles: Record<string, string>;
  /** What the frame needs to render a page of the gate's own (the error page). */
  frame: { browserRoutes: Record<string, IndexedRoute>; nav: NavLists };
}

export type RendererMessage =
  /** Listening on loopback at `port`. */
  | { type: 'ready'; port: number }
  | { type: 'picture'; picture: SitePicture }
  /** A newly checked version went live, replacing `previous` (the pointer's `since` names it). */
  | { type: 'live'; remote: RemoteName; version: string; previous: string | null; since: string | null }
  | { type: 'verdict'; id: number; verdict: Verdict };

export type GateMessage =
  | { type: 'withdraw'; withdrawal: Withdrawal }
  /** The version check of a version not live (a preview), against the site as it serves now. */
  | { type: 'check'; id: number; remote: RemoteName; version: string };

/** The header the gate proves itself with to its renderer, and the page proof it hands it. */
export const RENDERER_KEY_HEADER = 'x-renderer-key';
export const PAGE_PROOF_HEADER = 'x-page-proof';
/**
 * Set by the renderer on a page: the remote versions whose code the page loads when a part wakes
 * (`mfe_forms@3f9c…,mfe_reviews@…`). The gate counts page loads per version with it (the watch) and
 * never sends it on.
 */
export const PAGE_LOADS_HEADER = 'x-page-loads';
/** The renderer's path for a page rendered with a form's outcome (a no-JavaScript post the gate forwarded). */
export const RENDER_SUBMISSION_PATH = '/__render-submission';

/** The gate's header to a renderer: a no-JavaScript post's conversion it verified (issue 34), as JSON. */
export const CONVERSION_HEADER = 'x-form-conversion';

/** A conversion: the live form's event and fields, and the lead it is for (the gate signs, the page pushes). */
export const conversionSchema = z
  .object({
    event: z.string().regex(/^[a-z_]{1,40}$/),
    formType: z.enum(formTypes),
    service: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
    lead: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  })
  .strict();
export type Conversion = z.infer<typeof conversionSchema>;
