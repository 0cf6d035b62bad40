/**
 * Google Tag Manager, when GTM_CONTAINER_ID names a container (decision F39): the two pieces its
 * documentation asks for, the script high in <head> and the `<noscript>` frame first in <body>.
 * The script is the start of Google's snippet: it queues `gtm.start` at once, so the container
 * measures from the page's start. gtm.js itself is one more of the page's deferred scripts (the
 * payload's `entry`), so the entry loader adds it when it adds the shell's entry: after the largest
 * paint, once idle, never in a prerendered page before it is shown (decision PF9). One wait for
 * every script, not a second copy of it. Allowed by its own hash; the policy opens to the tag
 * manager's origin only with it.
 */
import { createHash } from 'node:crypto';

/** Where Google Tag Manager is served from: the one origin the policy adds for it. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** A container id as Tag Manager writes it. */
export const CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export interface TagManagerMarkup {
  /** The data layer's start, after the early script in <head>. */
  head: string;
  /** The frame for browsers without JavaScript, first in <body>. */
  body: string;
  /** The CSP source that allows the head script. */
  hash: string;
  /** gtm.js for this container: added with the shell's entry, after the largest paint. */
  script: string;
}

/** The data layer's start, as Google's snippet writes it (the same for every container). */
const DATA_LAYER_START =
  '(function(w,l){w[l]=w[l]||[];w[l].push({"gtm.start":new Date().getTime(),event:"gtm.js"})})(window,"dataLayer")';

export function tagManagerMarkup(containerId: string): TagManagerMarkup {
  if (!CONTAINER_ID_PATTERN.test(containerId)) throw new Error(`not a Tag Manager container id: ${containerId}`);
  return {
    head: `<script>${DATA_LAYER_START}</script>`,
    body: `<noscript><iframe src="${TAG_MANAGER_ORIGIN}/ns.html?id=${containerId}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`,
    hash: `'sha256-${createHash('sha256').update(DATA_LAYER_START).digest('base64')}'`,
    script: `${TAG_MANAGER_ORIGIN}/gtm.js?id=${containerId}`,
  };
}
