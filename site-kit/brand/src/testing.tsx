/**
 * The one test host for every remote's component tests (and the shell's, should it want one):
 * a page or an island rendered the way the shell renders it, inside a router, with a stand-in host
 * whose islands render as markers. Only tests import this module.
 */
import type { FormSubmissionState, HostApi, IslandSlotProps, PublicConfig } from '@site-kit/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

/** The site URL a test host hands its pages: not production's, so nothing can depend on it. */
export const TEST_SITE_URL = 'https://www.example.com';

/** A configured third-party reviews widget, for the tests that need one. */
export const testReviewsWidget = { scriptUrl: 'https://widget.example/reviews.js', widgetId: 'w-123' };

/** Islands appear as markers with their props: what they render is the owning remote's own test. */
export function IslandMarker({ id, props }: IslandSlotProps) {
  return <div data-island={id} data-props={props === undefined ? undefined : JSON.stringify(props)} />;
}

export interface TestHostOptions {
  /** The outcome of a form posted without JavaScript, as the shell hands it to the page. */
  submission?: FormSubmissionState | null;
  reviewsWidget?: PublicConfig['reviewsWidget'];
  /** The page's path. */
  path?: string;
}

export function testHost({ submission = null, reviewsWidget = null, path = '/' }: TestHostOptions = {}): HostApi {
  return {
    Island: IslandMarker,
    config: { siteUrl: TEST_SITE_URL, reviewsWidget, formsEndpoint: '/api/submissions' },
    path,
    submission,
  };
}

/** Render in the document at `path`; the container (query it with `screen` or `within`). */
export const renderAt = (element: ReactNode, path = '/'): HTMLElement =>
  render(<StaticRouter location={path}>{element}</StaticRouter>).container;

/**
 * The server's HTML for an element, parsed into a container: what a browser has before any script
 * runs (a form without JavaScript, the reviews widget before its script). Query it with `within`.
 */
export function serverRender(element: ReactNode, path = '/'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StaticRouter location={path}>{element}</StaticRouter>);
  return container;
}

/** Visible text of an element, whitespace collapsed. */
export const textOf = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ');

/** Every link's href, in document order. */
export const hrefsOf = (element: Element): string[] =>
  [...element.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
