import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the docs link to and cite in backticks must exist: a relative link names a file of the
 * repository; a path names a file or folder; an `@site-kit/*` import names a package and one of its
 * exports; a code name (camelCase or PascalCase with a capital inside, or a call `name()`) and an
 * environment variable or constant (`REMOTE_POLL_MS`) appear in the source. Backticks mean "this exists
 * now": a name the docs mention as history (gone, replaced) is written without them. Failures list
 * `file:line`, so a move of files is quick to follow.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const gitignore = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
/** Folders the servers write at the top (`/data/`): whether they exist depends on what ran, so what the docs cite in them is not checked. */
const runtimeFolders = new Set(gitignore.flatMap((pattern) => /^\/([\w.-]+)\/$/.exec(pattern)?.[1] ?? []));
const skippedFolders = new Set(['node_modules', 'dist', 'dist-dev', '.git', '.cache', '.tmp', '.e2e-runs', '.vitest']);
const sourceExtensions = /\.(ts|tsx|mts|cts|mjs|cjs|js|json|conf|sh)$/;

const repoFiles: string[] = [];
const repoFolders = new Set<string>();
const walk = (folder: string) => {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (skippedFolders.has(entry.name) || (!folder && runtimeFolders.has(entry.name))) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      repoFolders.add(relative);
      walk(relative);
    } else if (entry.isFile()) {
      repoFiles.push(relative);
    }
  }
};
walk('');
const repoFileSet = new Set(repoFiles);
const topLevel = new Set(readdirSync(root).filter((name) => !skippedFolders.has(name) && !runtimeFolders.has(name)));

/** Every word of the source (the docs themselves left out, so a name cannot vouch for itself). */
const sourceWords = new Set<string>();
for (const file of repoFiles) {
  if (!sourceExtensions.test(file) || file === 'pnpm-lock.yaml') continue;
  if (statSync(path.join(root, file)).size > 2_000_000) continue;
  for (const word of readFileSync(path.join(root, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? [])
    sourceWords.add(word);
}

/** Names on the wire that no source spells: fields a library writes. */
const wireNames = new Set<string>([
  'responseTime', // pino-http's request-log field (README › Logs)
]);

/** Files the tools write and git ignores (`bench/results/*.json`): cited as outputs, never in the tree. */
const generated = gitignore
  .filter((pattern) => /^[\w-]+\/.*\*/.test(pattern))
  .map((pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`));

/** A remote's variables are `<PREFIX>_<NAME>`, the prefix from `remoteEnvPrefix` (`MFE_CITIES`): the source spells `_<NAME>`. */
const remotePrefixes = readdirSync(root)
  .filter((name) => name.startsWith('mfe-'))
  .map((name) => name.replace(/-/g, '_').toUpperCase());
const inSource = (name: string) =>
  sourceWords.has(name) ||
  wireNames.has(name) ||
  remotePrefixes.some((prefix) => name.startsWith(`${prefix}_`) && sourceWords.has(name.slice(prefix.length)));

const markdownFiles = [
  'README.md',
  ...repoFiles.filter((file) => file.startsWith('docs/') && file.endsWith('.md')),
].sort();

type Citation = { file: string; line: number; text: string };

/** Inline code spans, outside fenced blocks, with their line; and the relative links of the docs. */
const citations: Citation[] = [];
const links: Citation[] = [];
for (const file of markdownFiles) {
  let fenced = false;
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return;
      }
      if (fenced) return;
      for (const match of line.matchAll(/`([^`]+)`/g))
        citations.push({ file, line: index + 1, text: match[1]!.trim() });
      for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g))
        if (!/^[a-z]+:|^#/.test(match[1]!)) links.push({ file, line: index + 1, text: match[1]! });
    });
}

const codeExtension = /\.(ts|tsx|mts|mjs|cjs|json|md|css|conf|ya?ml|html|sql|sh)$/;

/** Why a cited path does not exist, or null when it does (or is not a path of ours). */
const missingPath = (text: string): string | null => {
  if (/[\s<>*{}$…|=?#:,;()'"[\]]/.test(text) || /^[./~-]/.test(text) || text.startsWith('@')) return null;
  if (!text.includes('/') && !/\.(ts|tsx|mjs)$/.test(text)) return null;
  const segments = text.replace(/\/$/, '').split('/');
  if (segments.some((segment) => skippedFolders.has(segment) || segment === '')) return null;
  if (runtimeFolders.has(segments[0]!)) return null;
  const clean = segments.join('/');
  if (topLevel.has(segments[0]!)) {
    if (generated.some((pattern) => pattern.test(clean))) return null;
    return repoFileSet.has(clean) || repoFolders.has(clean) ? null : 'no such file or folder';
  }
  // A path relative to a package (`parts/part-box.ts`) or a bare file name: some file must end with it.
  if (!codeExtension.test(clean)) return null;
  const suffix = `/${clean}`;
  return repoFiles.some((file) => file.endsWith(suffix)) ? null : 'no file ends with this path';
};

/** `@site-kit/<package>[/<subpath>]`: the package exists and exports the subpath. */
const missingPackage = (text: string): string | null => {
  const match = /^@site-kit\/([a-z-]+)(\/[\w./-]+)?$/.exec(text);
  if (!match) return null;
  const manifest = path.join(root, 'site-kit', match[1]!, 'package.json');
  if (!existsSync(manifest)) return 'no such package';
  if (!match[2]) return null;
  const exported = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).exports ?? {});
  return exported.includes(`.${match[2]}`) ? null : `the package exports no .${match[2]}`;
};

const looksLikeCode = (name: string) =>
  /^[a-z_$][\w$]*[A-Z][\w$]*$/.test(name) || /^[A-Z][a-z0-9]+[A-Z][\w$]*$/.test(name);
const looksLikeConstant = (name: string) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(name);

/** The code names a citation makes: each dotted part that looks like code, and a call's name. */
const codeNames = (text: string): string[] => {
  const call = /^([\w$.]+)\(.*\)$/.exec(text);
  const head = call ? call[1]! : text;
  if (!/^[\w$]+(\.[\w$]+)*$/.test(head)) return [];
  const parts = head.split('.');
  return parts.filter(
    (part, index) => looksLikeCode(part) || looksLikeConstant(part) || (call !== null && index === parts.length - 1),
  );
};

describe('what the docs cite', () => {
  it('reads the docs (README and docs/**)', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles).toContain('docs/architecture.md');
    expect(citations.length).toBeGreaterThan(500);
  });

  it('cites only files, folders and packages that exist', () => {
    const stale = citations.flatMap(({ file, line, text }) => {
      const reason = missingPath(text) ?? missingPackage(text);
      return reason ? [`${file}:${line}  \`${text}\`  (${reason})`] : [];
    });
    expect(stale.join('\n'), 'stale paths cited in the docs (file:line, citation, why)').toBe('');
  });

  it('links only to files that exist', () => {
    const broken = links.flatMap(({ file, line, text }) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), text.replace(/#.*$/, '')));
      return repoFileSet.has(target) || repoFolders.has(target.replace(/\/$/, ''))
        ? []
        : [`${file}:${line}  (${text})`];
    });
    expect(links.length).toBeGreaterThan(150);
    expect(broken.join('\n'), 'broken links in the docs (file:line)').toBe('');
  });

  it('cites only code names and variables that appear in the source', () => {
    const stale = citations.flatMap(({ file, line, text }) =>
      codeNames(text)
        .filter((name) => !inSource(name))
        .map((name) => `${file}:${line}  \`${name}\`${name === text ? '' : ` (in \`${text}\`)`}`),
    );
    expect(stale.join('\n'), 'code names cited in the docs but found nowhere in the source (file:line)').toBe('');
  });
});
