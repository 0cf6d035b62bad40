/**
 * The side-by-side comparison of issue 25: each page as it is against the same HTML with every
 * <script> removed (the limit for a server-rendered page), both served the same way through one local
 * proxy, Lighthouse mobile (simulated slow 4G, 4x CPU), the variants alternating run by run. Other
 * variants (a baseline build) join the same alternation.
 */
import { type PageFigures, pageFigures, type RunFigures, runFigures } from './lighthouse';

export interface Comparison {
  path: string;
  /** Per variant: every run in order, and the medians. */
  variants: Record<string, { runs: RunFigures[]; figures: PageFigures }>;
}

/** Runs every page in every variant `runs` times, alternating variants run by run. */
export async function compareVariants(
  paths: readonly string[],
  urls: Record<string, string>,
  runs: number,
  log: (line: string) => void = () => {},
): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  for (const path of paths) {
    const samples: Record<string, RunFigures[]> = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
    // A run that crashes (a Chromium hiccup) is repeated, up to twice as many rounds as runs.
    for (let round = 0; round < runs * 2 && Object.values(samples).some((list) => list.length < runs); round += 1) {
      for (const [name, base] of Object.entries(urls)) {
        const list = samples[name] as RunFigures[];
        if (list.length >= runs) continue;
        const figures = await runFigures(`${base}${path}`);
        if (figures) list.push(figures);
      }
    }
    const variants = Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name,
        { runs: list, figures: pageFigures(`${urls[name]}${path}`, list) },
      ]),
    );
    const line = Object.entries(variants)
      .map(([name, { runs: list }]) => `${name} LCP ${list.map((run) => Math.round(run.lcp)).join('/')} ms`)
      .join(', ');
    log(`${path}: ${line}`);
    comparisons.push({ path, variants });
  }
  return comparisons;
}

export interface Ratios {
  /** Median LCP of `variant` over the median LCP of `reference`. */
  lcp: number;
  /** The largest LCP ratio of a run to the reference run it alternated with. */
  worstRunLcp: number;
  fcp: number;
  /** Bytes before any interaction, medians. */
  bytes: number;
}

export function ratios(comparison: Comparison, variant: string, reference: string): Ratios {
  const a = comparison.variants[variant];
  const b = comparison.variants[reference];
  if (!a || !b) throw new Error(`${comparison.path}: no ${variant} or ${reference} runs`);
  const pairs = a.runs.map((run, index) => run.lcp / (b.runs[index]?.lcp ?? Number.NaN)).filter(Number.isFinite);
  return {
    lcp: a.figures.lcp / b.figures.lcp,
    // No pair, no figure: NaN meets no target (Math.max() alone would give -Infinity, which meets all).
    worstRunLcp: pairs.length > 0 ? Math.max(...pairs) : Number.NaN,
    fcp: a.figures.fcp / b.figures.fcp,
    bytes: a.figures.totalBytes / b.figures.totalBytes,
  };
}
