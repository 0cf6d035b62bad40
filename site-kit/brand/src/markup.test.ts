import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './markup';

describe('escapeHtml', () => {
  it('escapes what could end a text or an attribute value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml('St. Louis · 24/7')).toBe('St. Louis · 24/7');
  });
});

describe('jsonForScript', () => {
  it('cannot close its script element and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script>', lines: 'a\u2028b\u2029c' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
