/** Renders a page or island the way the shell does (inside a router), with a stand-in host. */

import type { HostApi, IslandSlotProps } from '@site-kit/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';

function IslandMarker({ id }: IslandSlotProps) {
  return <div data-island={id} />;
}

export const testHost: HostApi = {
  Island: IslandMarker,
  config: { siteUrl: 'https://www.example.com', reviewsWidget: null, formsEndpoint: '/api/submissions' },
  submission: null,
};

/** The rendered element's container (queries go through `screen` or `within(container)`). */
export const renderAt = (element: ReactNode, path = '/'): HTMLElement =>
  render(<StaticRouter location={path}>{element}</StaticRouter>).container;

/** Visible text of an element, whitespace collapsed. */
export const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ');

/** Every link's href, in document order. */
export const hrefsOf = (element: HTMLElement): string[] =>
  [...element.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
