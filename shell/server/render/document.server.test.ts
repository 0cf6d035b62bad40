import { describe, expect, it } from 'vitest';
import { htmlDocument, teamPage } from './document.server';

describe('the one HTML document', () => {
  it('is the skeleton of a team page too: not indexed, its title escaped, its own styles inline', () => {
    const html = teamPage({ title: 'Preview of <b>', css: 'h1{color:red}', body: '<h1>Preview</h1>' });
    expect(html.startsWith('<!doctype html><html lang="en-US"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex"><title>Preview of &lt;b&gt;</title>');
    expect(html).toContain('<style>h1{color:red}</style></head>');
    expect(html).toContain('<div id="root"><h1>Preview</h1></div></body></html>');
  });

  it('names an inlined stylesheet by its URL when it has one', () => {
    const html = htmlDocument({ head: '', styles: [{ href: '/static/css/a.css', css: 'a{}' }], root: '' });
    expect(html).toContain('<style data-href="/static/css/a.css">a{}</style>');
  });
});
