/** The `/__dev/remotes` page: which remote URLs this browser overrides, and how they are doing. */
import { escapeHtml } from '@site-kit/brand';
import { type RemoteName, remotes as registry } from '@site-kit/contract';
import type { ShellConfig } from '../config.server';
import type { RemoteStatus } from '../remotes/remotes-snapshot.server';
import { teamPage } from '../render/document.server';
import type { Overrides } from './overrides.server';

export function remotesPage(
  config: ShellConfig,
  overrides: Overrides | null,
  error?: string,
  status?: Record<RemoteName, RemoteStatus>,
): string {
  const rows = registry
    .map((remote) => {
      const current = overrides?.[remote.name] ?? '';
      const state = current && status ? status[remote.name] : null;
      const note = state
        ? `<br><small>${escapeHtml(state.status)}${state.version ? ` · version ${escapeHtml(state.version)}` : ''}${state.lastError ? ` · ${escapeHtml(state.lastError)}` : ''}</small>`
        : '';
      return `<tr><th scope="row"><label for="${remote.name}">${remote.packageName}</label></th>
<td><code>${escapeHtml(config.remotes[remote.name])}</code></td>
<td><input id="${remote.name}" name="${remote.name}" type="url" value="${escapeHtml(current)}" placeholder="http://localhost:${remote.port}">${note}</td></tr>`;
    })
    .join('\n');
  return teamPage({
    title: 'Development: remotes for this browser',
    css: `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:middle}
input{width:100%;box-sizing:border-box;font:inherit;padding:.4rem}code{word-break:break-all}
button{font:inherit;padding:.5rem 1rem;margin:1rem .5rem 0 0}.error{color:#a40000}
@media (max-width:40rem){thead{display:none}tr,th,td{display:block;border:0;padding:.25rem 0}tr{border-bottom:1px solid #ddd;padding:.5rem 0}}
`,
    body: `<h1>Remotes for this browser</h1>
<p>Name a remote's local URL (your <code>pnpm --filter mfe-cities dev</code>, for example) to see it inside the
whole site, in this browser only: the choice is a cookie. Leave a field empty to use the site's remote.
This page exists only in development mode.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>${overrides ? `Overriding: ${Object.keys(overrides).map(escapeHtml).join(', ')}.` : 'No override: every remote is the site’s.'}</p>
<form method="post" action="/__dev/remotes">
<table><thead><tr><th>Remote</th><th>Site's origin</th><th>Local URL for this browser</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<button type="submit">Save</button><button type="submit" name="clear" value="1">Clear all</button>
</form>
<p><a href="/">Open the site</a></p>`,
  });
}
