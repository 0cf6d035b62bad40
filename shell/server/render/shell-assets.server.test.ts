import { describe, expect, it } from 'vitest';
import { MESSAGE_STYLES_CHUNK, type ShellAssets, stylesFor } from './shell-assets.server';

const style = (href: string, chunk?: string) => ({ href, css: `/* ${href} */`, ...(chunk ? { chunk } : {}) });

// As a build's manifest may list them: a page's chunk before the frame's.
const assets: ShellAssets = {
  scripts: ['/static/js/index.js'],
  styles: [
    style('/static/css/index.css'),
    style('/static/css/async/page-home.css', 'page-home'),
    style('/static/css/async/app.css'),
    style('/static/css/page-message.css', MESSAGE_STYLES_CHUNK),
  ],
};

describe('stylesFor', () => {
  it("gives a page the frame's styles, then its own chunk's last, so the page's rules win", () => {
    expect(stylesFor(assets, 'page-home').map((item) => item.href)).toEqual([
      '/static/css/index.css',
      '/static/css/async/app.css',
      '/static/css/async/page-home.css',
    ]);
  });

  it("gives a message page the message styles, and a remote's page the frame's alone", () => {
    expect(stylesFor(assets, MESSAGE_STYLES_CHUNK).map((item) => item.href)).toEqual([
      '/static/css/index.css',
      '/static/css/async/app.css',
      '/static/css/page-message.css',
    ]);
    expect(stylesFor(assets, null).map((item) => item.href)).toEqual([
      '/static/css/index.css',
      '/static/css/async/app.css',
    ]);
  });
});
