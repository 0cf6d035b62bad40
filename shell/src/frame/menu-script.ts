/**
 * The header's hover menu (the desktop "Services") as mouse, pen, keyboard and finger expect it,
 * with no hydration (the header never hydrates): part of the page's one inline script
 * (server/early-script.server.ts). CSS shows the menu on `:hover` only where the last pointer was
 * not a finger (`data-pointer` on <html>: a tap leaves `:hover` on what it touched, so a second tap
 * could not close it) and only while the menu is not `data-menu-closed`: Escape, or a click that
 * closes the popover, closes it under a resting mouse too, until the mouse leaves it. Focus leaving
 * the menu closes its popover (a browser without popovers has none to close: nothing is thrown).
 */
export const MENU_ATTRIBUTE = 'data-menu';

export const MENU_SCRIPT_SOURCE =
  `(function(d){var r=d.documentElement,M="[${MENU_ATTRIBUTE}]",C="${MENU_ATTRIBUTE}-closed",
m=function(t){return t&&t.closest?t.closest(M):null},
p=function(e){r.setAttribute("data-pointer",e.pointerType)};
d.addEventListener("pointerover",p,true);d.addEventListener("pointerdown",p,true);
d.addEventListener("toggle",function(e){var u=m(e.target);if(!u)return;if(e.newState==="open")u.removeAttribute(C);else if(u.matches(":hover"))u.setAttribute(C,"")},true);
d.addEventListener("pointerout",function(e){var u=m(e.target);if(u&&e.pointerType!=="touch"&&!(e.relatedTarget&&u.contains(e.relatedTarget)))u.removeAttribute(C)},true);
d.addEventListener("keydown",function(e){if(e.key==="Escape")d.querySelectorAll(M).forEach(function(u){if(u.matches(":hover"))u.setAttribute(C,"")})},true);
d.addEventListener("focusout",function(e){var u=m(e.target),o;if(!u||(e.relatedTarget&&u.contains(e.relatedTarget)))return;try{o=u.querySelector(":popover-open");if(o)o.hidePopover()}catch(x){}},true)
})(document)`.replace(/\n/g, '');
