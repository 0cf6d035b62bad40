/**
 * Forms posted without JavaScript (decision P12): a real `<form method="post">` to the page's own
 * URL. The gate forwards the fields to form-api; a stored lead is answered with a redirect to the
 * page's success state (post/redirect/get) carrying its signed conversion (issue 34); anything else
 * is the page rendered again with the outcome, by the renderer of this browser's pages.
 */
import { isFormType } from '@site-kit/forms';
import type { Logger } from '@site-kit/server';
import express, { type Response, type Router } from 'express';
import type { ShellConfig } from '../config.server';
import { formTypeOf, forwardHtmlForm, refuseForeignFormPosts } from '../http/forms.server';
import { siteRequestUrl } from '../http/paths.server';
import { HttpError } from '../http/refusals.server';
import { CONVERSION_PARAM, type Conversions } from './conversions.server';
import type { PageProofs } from './page-proof.server';
import type { RendererProcess } from './renderer-process.server';

export interface HtmlFormsOptions {
  config: ShellConfig;
  logger: Logger;
  proofs: PageProofs;
  conversions: Conversions;
  /** The renderer of this request's pages. */
  rendererOf: (res: Response) => RendererProcess | null;
}

export function htmlFormPosts({ config, logger, proofs, conversions, rendererOf }: HtmlFormsOptions): Router {
  const app = express.Router();
  const formBody = express.urlencoded({ extended: false, limit: config.bodyLimitBytes, parameterLimit: 50 });
  app.post(/.*/, refuseForeignFormPosts(config.siteUrl, logger), formBody, async (req, res, next) => {
    try {
      const url = siteRequestUrl(req.originalUrl, config.siteUrl);
      if (!formTypeOf(req.body)) {
        res.status(400).type('text/plain').send('Unknown form.');
        return;
      }
      const renderer = rendererOf(res);
      const outcome = await forwardHtmlForm(req.body as Record<string, unknown>, {
        formApiUrl: config.formApiUrl,
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        userAgent: req.get('user-agent') ?? '',
        page: { path: url.pathname, title: renderer?.picture?.titles[url.pathname] ?? null },
        bodyLimitBytes: config.bodyLimitBytes,
      });
      if (outcome.kind === 'submitted') {
        // Post/redirect/get: a refresh does not send the lead twice. The form's #anchor is kept.
        // The lead, signed, lets the page count its conversion once (issue 34).
        const formType = outcome.formType;
        const conversion =
          outcome.lead && isFormType(formType)
            ? `&${CONVERSION_PARAM}=${conversions.sign(formType, outcome.lead, outcome.service)}`
            : '';
        res.redirect(303, `${url.pathname}?submitted=${encodeURIComponent(formType)}${conversion}`);
        return;
      }
      if (!renderer) throw new HttpError(503, 'the renderer is not ready');
      const page = await renderer.renderSubmission(
        { url: `${url.pathname}${url.search}`, status: outcome.status, submission: outcome.state },
        proofs.current(),
      );
      res
        .status(page.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(page.html);
    } catch (error) {
      next(error);
    }
  });
  return app;
}
