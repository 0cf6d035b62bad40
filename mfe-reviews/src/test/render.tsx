/** Renders a remote's component the way the shell does (inside a router), with a stand-in host. */

import type { HostApi, IslandSlotProps, PublicConfig } from '@site-kit/contract';
import { render } from '@testing-library/react';
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

/** Render in the document; returns the container (query it with `within` or `screen`). */
export const renderAt = (element: ReactNode, path = '/'): HTMLElement =>
  render(<StaticRouter location={path}>{element}</StaticRouter>).container;

/** The server's HTML for an element, parsed into a container: what a browser has before any script runs. */
export function serverRender(element: ReactNode, path = '/'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StaticRouter location={path}>{element}</StaticRouter>);
  return container;
}
