/**
 * A form posted without JavaScript counts as the live form's conversion (issue 34): its success
 * page carries `<meta name="form-conversion">` (only when the gate verified the post's signed token,
 * server/gate/conversions.server.ts). Part of the page's inline script: once the document is parsed
 * it pushes the live form's event with the same fields (`{ event, formType, service }`) to
 * `window.dataLayer`, once per lead (remembered in localStorage), and takes the token out of the
 * address, so a reload or Back shows the page without counting again.
 */
export const CONVERSION_META = 'form-conversion';
export const CONVERSIONS_STORAGE_KEY = 'site-conversions';
/** The query parameter of a no-JavaScript post's signed conversion (the gate's 303). */
export const CONVERSION_PARAM = 'conversion';

export const CONVERSION_SCRIPT_SOURCE = `(function(w,d){d.addEventListener("DOMContentLoaded",function(){
var m=d.querySelector('meta[name="${CONVERSION_META}"]'),c,s,u,k="${CONVERSIONS_STORAGE_KEY}";if(!m)return;
try{u=new URL(w.location.href);u.searchParams.delete("${CONVERSION_PARAM}");w.history.replaceState(w.history.state,"",u.pathname+u.search+u.hash)}catch(x){}
try{c=JSON.parse(m.getAttribute("content"))}catch(x){return}
try{s=JSON.parse(w.localStorage.getItem(k)||"[]")}catch(x){s=[]}
if(!Array.isArray(s)||s.indexOf(c.lead)>=0)return;
s.push(c.lead);try{w.localStorage.setItem(k,JSON.stringify(s.slice(-20)))}catch(x){}
var e={event:c.event,formType:c.formType};if(c.service)e.service=c.service;(w.dataLayer=w.dataLayer||[]).push(e)
})})(window,document)`.replace(/\n/g, '');
