/** Server-rendering a form the way the shell does, for the unit tests. */

import type { FormSubmissionState, HostApi } from '@site-kit/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

/** Forms place no islands of their own. */
const NoIsland: HostApi['Island'] = () => null;

export function testHost(submission: FormSubmissionState | null = null): HostApi {
  return {
    Island: NoIsland,
    config: { siteUrl: 'https://www.example.test', reviewsWidget: null, formsEndpoint: '/api/submissions' },
    submission,
  };
}

/**
 * The server's HTML for a form, parsed into a container: what a visitor without JavaScript gets.
 * Query it with Testing Library's `within`.
 */
export function renderAt(location: string, element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StaticRouter location={location}>{element}</StaticRouter>);
  return container;
}
