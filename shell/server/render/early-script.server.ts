/**
 * The one inline script of every page, first in <head>, before any app code (allowed by its hash
 * in the CSP). It notes the visit once per tab (landing path, the host of an outside referrer, the
 * landing URL's campaign parameters, a random visit id) for the forms to send with a lead, and
 * counts call taps: a tap on any `tel:` link is sent to form-api as a beacon (decision F35:
 * placement, page path, this page load's random id, the visit note and the page's proof, issue 33;
 * no cookie) and pushes
 * `{ event: 'phone_call_click', placement, page_path }` to `window.dataLayer`, created if no tag
 * manager made one, so a tag manager loaded later still finds it. The beacon takes the link's `ping`
 * off for that one tap, so the browser does not report it a second time (put back on the next task).
 * It works on server HTML before hydration, never stops or delays the dialer, and does nothing
 * where storage or the beacon is missing. The
 * placement is the `data-placement` of the link or of its nearest ancestor that has one. It keeps
 * the header's hover menu right for every pointer (src/frame/menu-script.ts) and counts a no-JavaScript
 * post's conversion once (src/page-contract/conversion-script.ts). Last, it loads the shell's entry once the page's largest paint is on screen (src/app/entry-loader.ts).
 */
import { createHash } from 'node:crypto';
import { CALL_TAP_FIELDS, CALL_TAPS_PATH, campaignFields, OTHER_PLACEMENT, VISIT_STORAGE_KEY } from '@site-kit/forms';
import { ENTRY_LOADER_SOURCE } from '../../src/app/entry-loader';
import { MENU_SCRIPT_SOURCE } from '../../src/frame/menu-script';
import { CONVERSION_SCRIPT_SOURCE } from '../../src/page-contract/conversion-script';
import { PAGE_PROOF_META } from '../../src/page-contract/page-proof';

export const CALL_CLICK_EVENT = 'phone_call_click';

const source =
  `(function(w,d){
var n=function(){return Math.random().toString(36).slice(2)+Math.random().toString(36).slice(2)},L=n(),s,k=${JSON.stringify(VISIT_STORAGE_KEY)};
try{s=w.sessionStorage;
if(s.getItem(k)===null){var u=new URL(w.location.href),v={landingPath:u.pathname,referrerHost:null,visitId:n()},m=${JSON.stringify(campaignFields)},p;
try{var r=new URL(d.referrer);if(r.host!==u.host&&/^https?:$/.test(r.protocol))v.referrerHost=r.hostname}catch(e){}
for(p in m)v[m[p]]=u.searchParams.get(p);s.setItem(k,JSON.stringify(v))}}catch(e){}
d.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest('a[href^="tel:"]'),h,p,v="",g,b=w.navigator,q;
if(!a)return;q=d.querySelector('meta[name="${PAGE_PROOF_META}"]');h=a.closest("[data-placement]");p=h?h.getAttribute("data-placement"):${JSON.stringify(OTHER_PLACEMENT)};
try{v=s.getItem(k)||""}catch(x){}
try{g=a.getAttribute("ping");if(b.sendBeacon(${JSON.stringify(CALL_TAPS_PATH)},new URLSearchParams({${JSON.stringify(CALL_TAP_FIELDS.placement)}:p,${JSON.stringify(CALL_TAP_FIELDS.path)}:w.location.pathname,${JSON.stringify(CALL_TAP_FIELDS.load)}:L,${JSON.stringify(CALL_TAP_FIELDS.visit)}:v,${JSON.stringify(CALL_TAP_FIELDS.proof)}:q?q.content:""}))&&g!==null){a.removeAttribute("ping");setTimeout(function(){a.setAttribute("ping",g)},0)}}catch(x){}
(w.dataLayer=w.dataLayer||[]).push({event:${JSON.stringify(CALL_CLICK_EVENT)},placement:p,page_path:w.location.pathname})},true)
})(window,document)`.replace(/\n/g, '') +
  // The header's hover menu, for every pointer and the keyboard (issue 34).
  `;${MENU_SCRIPT_SOURCE}` +
  // A no-JavaScript post's conversion, pushed once (issue 34).
  `;${CONVERSION_SCRIPT_SOURCE}` +
  // Then the shell's entry, after the largest paint (decision PF9).
  `;${ENTRY_LOADER_SOURCE}`;

export const EARLY_SCRIPT = `<script>${source}</script>`;
/** The CSP source that allows exactly this script and no other inline one. */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
