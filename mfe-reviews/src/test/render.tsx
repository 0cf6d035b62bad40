/** Renders a remote's component to HTML the way the shell's server does, with a stand-in host. */

import type { HostApi, IslandSlotProps, PublicConfig } from '@site-kit/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

export const widgetConfig = { scriptUrl: 'https://widget.example/reviews.js', widgetId: 'w-123' };

/** Islands appear as markers; what they render is the owning component's own test. */
function IslandMarker({ id, props }: IslandSlotProps) {
  return <div data-island={id} data-props={JSON.stringify(props)} />;
}

export const testHost = (reviewsWidget: PublicConfig['reviewsWidget']): HostApi => ({
  Island: IslandMarker,
  config: { siteUrl: 'https://www.example.com', reviewsWidget, formsEndpoint: '/api/submissions' },
  submission: null,
});

export const renderHtml = (element: ReactNode, path = '/'): string =>
  renderToString(<StaticRouter location={path}>{element}</StaticRouter>);
