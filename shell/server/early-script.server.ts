/**
 * The one inline script of every page, first in <head>, before any app code (allowed by its hash
 * in the CSP). It notes the visit once per tab (landing path, the host of an outside referrer, the
 * landing URL's campaign parameters) for the forms to send with a lead, and counts call clicks: a
 * click on any `tel:` link pushes `{ event: 'phone_call_click', placement, page_path }` to
 * `window.dataLayer` when a tag manager put one there. It works on server HTML before hydration,
 * never stops or delays the dialer, and does nothing where storage or dataLayer is missing. The
 * placement is the `data-placement` of the link or of its nearest ancestor that has one. Last, it
 * loads the shell's entry once the page's largest paint is on screen (src/app/entry-loader.ts).
 */
import { createHash } from 'node:crypto';
import { campaignFields, VISIT_STORAGE_KEY } from '@site-kit/forms';
import { ENTRY_LOADER_SOURCE } from '../src/app/entry-loader';

export const CALL_CLICK_EVENT = 'phone_call_click';

const source =
  `(function(w,d){
try{var s=w.sessionStorage,k=${JSON.stringify(VISIT_STORAGE_KEY)};
if(s.getItem(k)===null){var u=new URL(w.location.href),v={landingPath:u.pathname,referrerHost:null},m=${JSON.stringify(campaignFields)},p;
try{var r=new URL(d.referrer);if(r.host!==u.host&&/^https?:$/.test(r.protocol))v.referrerHost=r.hostname}catch(e){}
for(p in m)v[m[p]]=u.searchParams.get(p);s.setItem(k,JSON.stringify(v))}}catch(e){}
d.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest('a[href^="tel:"]'),l=w.dataLayer,h;
if(!a||!l||typeof l.push!=="function")return;h=a.closest("[data-placement]");
l.push({event:${JSON.stringify(CALL_CLICK_EVENT)},placement:h?h.getAttribute("data-placement"):"other",page_path:w.location.pathname})},true)
})(window,document)`.replace(/\n/g, '') +
  // Then the shell's entry, after the largest paint (decision PF9).
  `;${ENTRY_LOADER_SOURCE}`;

export const EARLY_SCRIPT = `<script>${source}</script>`;
/** The CSP source that allows exactly this script and no other inline one. */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
