/**
 * The page every request the shell cannot serve ends on (decision H6): the site's frame, a short
 * message, the call link and the helpful links, with the status that says what happened. It never
 * holds an error's message, stack or a file path. It is plain HTML with no script: nothing about
 * the request is trusted to render it, and if even the frame fails a bare page with the phone is sent.
 */

import { text } from 'node:stream/consumers';
import { business, escapeHtml } from '@site-kit/brand';
import type { PublicConfig } from '@site-kit/contract';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SiteDataProvider } from '../../src/app/SiteData';
import { MessagePage } from '../../src/components/MessagePage';
import { FederationProvider } from '../../src/federation/FederationContext';
import { FederatedModules } from '../../src/federation/federated-modules';
import { Frame } from '../../src/frame/Frame';
import { htmlDocument } from './document.server';
import { MESSAGE_STYLES_CHUNK, type ShellAssets, stylesFor } from './shell-assets.server';
import type { SiteIndex } from './site-index.server';

export interface ErrorPageContext {
  /** What the frame needs of the site (the gate has the renderer's picture of it, not the index). */
  index: Pick<SiteIndex, 'browserRoutes' | 'nav'>;
  assets: ShellAssets;
  config: PublicConfig;
}

const MESSAGES: Record<number, { title: string; text: string }> = {
  400: { title: 'That address could not be read', text: 'The link may be broken or mistyped.' },
  404: { title: 'Page not found', text: 'The page you asked for is not here. It may have moved.' },
  405: { title: 'That cannot be done here', text: 'This address only shows pages and takes the site’s forms.' },
  413: { title: 'That was too much to send', text: 'The form was larger than we accept. Please shorten it.' },
  415: { title: 'That could not be read', text: 'The form was sent in a way we do not accept.' },
};
const SERVER_ERROR = { title: 'Something went wrong on our side', text: 'We are fixing it right now.' };

export function errorMessage(status: number): { title: string; text: string } {
  return MESSAGES[status] ?? (status >= 500 ? SERVER_ERROR : (MESSAGES[400] as { title: string; text: string }));
}

/** Rendered whole (prerender waits for the frame's deferred regions), so no boundary is left to the browser. */
export async function errorPageHtml(status: number, context: ErrorPageContext): Promise<string> {
  const { title, text: message } = errorMessage(status);
  let body: string;
  try {
    const { prelude } = await prerenderToNodeStream(
      // A path no route has: no navigation link is marked as the current page.
      <StaticRouter location="/error">
        <FederationProvider
          modules={new FederatedModules(() => Promise.reject(new Error('no remote on an error page')))}
          islands={{}}
          config={context.config}
          path="/error"
          submission={null}
        >
          <SiteDataProvider value={{ routes: context.index.browserRoutes, nav: context.index.nav }}>
            <Frame>
              <MessagePage title={title}>
                <p>{message}</p>
                <p>If you need a locksmith, call now: we answer 24/7.</p>
              </MessagePage>
            </Frame>
          </SiteDataProvider>
        </FederationProvider>
      </StaticRouter>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: () => {} },
    );
    body = await text(prelude);
  } catch {
    body =
      `<main id="main"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(business.phone.href)}">Call ${escapeHtml(business.name)} ${escapeHtml(business.phone.display)}</a></p>` +
      '<p><a href="/">Home</a></p></main>';
  }
  return htmlDocument({
    head: `<title>${escapeHtml(`${title} | ${business.name}`)}</title><meta name="robots" content="noindex,follow">`,
    styles: stylesFor(context.assets, MESSAGE_STYLES_CHUNK),
    root: body,
  });
}
