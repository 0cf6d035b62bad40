/** Renders a page or island to HTML the way the shell's server does, with a stand-in host. */

import type { HostApi, IslandSlotProps } from '@site-kit/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

function IslandMarker({ id }: IslandSlotProps) {
  return <div data-island={id} />;
}

export const testHost: HostApi = {
  Island: IslandMarker,
  config: { siteUrl: 'https://www.example.com', reviewsWidget: null, formsEndpoint: '/api/submissions' },
  submission: null,
};

export const renderHtml = (element: ReactNode, path = '/'): string =>
  renderToString(<StaticRouter location={path}>{element}</StaticRouter>);

const decode = (value: string): string =>
  value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Visible text with tags removed and entities decoded. */
export const textOf = (html: string): string =>
  decode(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

export const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));

export const countOf = (html: string, pattern: RegExp): number => html.match(pattern)?.length ?? 0;
