/**
 * Google Tag Manager, when GTM_CONTAINER_ID names a container (decision F39): the two pieces its
 * documentation asks for, the script high in <head> and the `<noscript>` frame first in <body>.
 * The script is Google's snippet with one change: it queues `gtm.start` at once (so the container
 * measures from the page's start) but adds gtm.js only after the load event, once the browser has
 * recorded the page's largest paint (3 s at most) and is idle: idle after load alone came up to
 * 16 ms before Chromium recorded the paint, so the tag manager is never in its critical path. Allowed by its own hash; the policy opens to the tag manager's origin only with it.
 */
import { createHash } from 'node:crypto';

/** Where Google Tag Manager is served from: the one origin the policy adds for it. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** A container id as Tag Manager writes it. */
export const CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export interface TagManagerMarkup {
  /** The loader script, after the early script in <head>. */
  head: string;
  /** The frame for browsers without JavaScript, first in <body>. */
  body: string;
  /** The CSP source that allows the loader script. */
  hash: string;
}

export function tagManagerMarkup(containerId: string): TagManagerMarkup {
  if (!CONTAINER_ID_PATTERN.test(containerId)) throw new Error(`not a Tag Manager container id: ${containerId}`);
  const id = JSON.stringify(containerId);
  const source = `(function(w,d,l,i){w[l]=w[l]||[];w[l].push({"gtm.start":new Date().getTime(),event:"gtm.js"});
function g(){var j=d.createElement("script");j.async=true;j.src="${TAG_MANAGER_ORIGIN}/gtm.js?id="+i;d.head.appendChild(j)}
function r(){w.requestIdleCallback?w.requestIdleCallback(g,{timeout:3000}):setTimeout(g,1)}
function t(){var n=0,f=function(){if(!n){n=1;r()}};try{new PerformanceObserver(f).observe({type:"largest-contentful-paint",buffered:true})}catch(e){}setTimeout(f,3000)}
d.readyState==="complete"?t():w.addEventListener("load",t,{once:true})})(window,document,"dataLayer",${id})`.replace(
    /\n/g,
    '',
  );
  return {
    head: `<script>${source}</script>`,
    body: `<noscript><iframe src="${TAG_MANAGER_ORIGIN}/ns.html?id=${containerId}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`,
    hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  };
}
