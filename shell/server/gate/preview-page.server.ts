/**
 * The answer of a preview link that cannot open a preview (expired, forged, refused by the check, or
 * not startable now): a short page for the team that opened it.
 */

import { escapeHtml } from '@site-kit/brand';
import type { Response } from 'express';
import { teamPage } from '../render/document.server';

/** A short page for the team that opened the link (never a visitor's page): what happened, and why. */
export function previewAnswer(res: Response, status: number, title: string, lines: readonly string[]): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('X-Robots-Tag', 'noindex')
    .type('html')
    .send(
      teamPage({
        title,
        css: `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:44rem;padding:1.5rem;color:#1a1a1a}
p{overflow-wrap:anywhere}a{color:#0b3a66}`,
        body: `<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="/">Open the live site</a></p>`,
      }),
    );
}
