/**
 * What previews show besides the site: the answer of a link that cannot open a preview (expired,
 * forged, refused by the check), and the notice a preview's child puts on top of every page.
 */
import { remoteByName } from '@site-kit/contract';
import { PREVIEW_LEAVE_PATH } from '@site-kit/node';
import type { Response } from 'express';
import { escapeAttr } from '../../src/head/head-tags';

/** A short page for the team that opened the link (never a visitor's page): what happened, and why. */
export function previewAnswer(res: Response, status: number, title: string, lines: readonly string[]): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('X-Robots-Tag', 'noindex')
    .type('html')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeAttr(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:44rem;padding:1.5rem;color:#1a1a1a}
p{overflow-wrap:anywhere}a{color:#0b3a66}</style></head><body>
<h1>${escapeAttr(title)}</h1>
${lines.map((line) => `<p>${escapeAttr(line)}</p>`).join('\n')}
<p><a href="/">Open the live site</a></p>
</body></html>`);
}

/** The notice on every page a preview's child serves: which section and version, and the way out. */
export function previewNotice({ remote, version }: { remote: string; version: string }): string {
  const section = remoteByName(remote)?.packageName ?? remote;
  return (
    '<aside aria-label="Preview" style="background:#fff4cc;border-bottom:2px solid #b58100;color:#1a1a1a;' +
    'font:15px/1.4 system-ui,sans-serif;padding:.5rem 1rem;text-align:center;overflow-wrap:anywhere">' +
    `Preview of <strong>${escapeAttr(section)}</strong> version <code>${escapeAttr(version)}</code>: ` +
    'only this browser sees it. ' +
    `<a href="${PREVIEW_LEAVE_PATH}" style="color:#0b3a66;font-weight:600">Leave the preview</a></aside>`
  );
}
