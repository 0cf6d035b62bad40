/**
 * The notice on top of every page a preview's renderer serves (decision P41): which section and
 * version, and the way out.
 */

import { escapeHtml } from '@site-kit/brand';
import { remoteByName } from '@site-kit/contract';
import { PREVIEW_LEAVE_PATH } from '@site-kit/contract/preview-token';

export function previewNotice({ remote, version }: { remote: string; version: string }): string {
  const section = remoteByName(remote)?.packageName ?? remote;
  return (
    '<aside aria-label="Preview" style="background:#fff4cc;border-bottom:2px solid #b58100;color:#1a1a1a;' +
    'font:15px/1.4 system-ui,sans-serif;padding:.5rem 1rem;text-align:center;overflow-wrap:anywhere">' +
    `Preview of <strong>${escapeHtml(section)}</strong> version <code>${escapeHtml(version)}</code>: ` +
    'only this browser sees it. ' +
    `<a href="${PREVIEW_LEAVE_PATH}" style="color:#0b3a66;font-weight:600">Leave the preview</a></aside>`
  );
}
