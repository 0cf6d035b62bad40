import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from './document.server';
import { TAG_MANAGER_ORIGIN, tagManagerMarkup } from './tag-manager.server';

describe('Google Tag Manager markup (GTM_CONTAINER_ID)', () => {
  const markup = tagManagerMarkup('GTM-AB12CD3');

  it("starts the documented snippet's data layer at once, leaves gtm.js to the entry loader, and is allowed by its hash", () => {
    const source = /^<script>(.*)<\/script>$/s.exec(markup.head)?.[1] ?? '';
    expect(source).toBe(
      '(function(w,l){w[l]=w[l]||[];w[l].push({"gtm.start":new Date().getTime(),event:"gtm.js"})})(window,"dataLayer")',
    );
    // The head script loads nothing: gtm.js waits with the shell's entry (the page's `entry` list).
    expect(source).not.toContain('gtm.js?');
    expect(markup.script).toBe(`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-AB12CD3`);
    expect(markup.hash).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(markup.body).toBe(
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD3" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
    );
  });

  it('refuses anything but a container id (it is written into a script)', () => {
    expect(() => tagManagerMarkup('GTM-1234567"</script>')).toThrow();
    expect(() => tagManagerMarkup('UA-1234')).toThrow();
  });

  it('goes right after the early script in <head> and first in <body>', () => {
    const html = htmlDocument({
      first: `<script>early</script>${markup.head}`,
      bodyStart: markup.body,
      head: '<title>x</title>',
      styles: [],
      root: 'page',
    });
    expect(html).toMatch(
      /^<!doctype html><html lang="en-US"><head><meta charset="utf-8"><script>early<\/script><script>\(function/,
    );
    expect(html).toContain(`</head><body>${markup.body}<div id="root">page</div>`);
    expect(htmlDocument({ head: '', styles: [], root: 'page' })).toContain('<body><div id="root">page</div>');
  });
});
