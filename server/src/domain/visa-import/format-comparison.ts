import type { Comparison, Tally } from './compare-with-policies';

export type FormatOptions = { destination?: string; limit: number };

const percent = ({ total, agree }: Tally) =>
  total === 0 ? '—' : `${((100 * agree) / total).toFixed(1)}%`;
const line = (label: string, tally: Tally) =>
  `  ${label.padEnd(20)} ${String(tally.agree).padStart(6)} / ${String(tally.total).padStart(6)}  ${percent(tally)}`;

function table(title: string, tallies: Map<string, Tally>, worstFirst: boolean): string[] {
  const entries = [...tallies.entries()];
  const rate = ([, t]: [string, Tally]) => t.agree / t.total;
  entries.sort(worstFirst ? (a, b) => rate(a) - rate(b) || a[0].localeCompare(b[0]) : undefined);
  return [title, ...entries.map(([label, tally]) => line(label, tally))];
}

/** The comparison as plain text: totals, per category both ways, per destination, differences. */
export function formatComparison(comparison: Comparison, options: FormatOptions): string {
  const differences = comparison.disagreements.filter(
    (d) => options.destination === undefined || d.destination === options.destination,
  );
  const shown = differences.slice(0, options.limit);
  return [
    line('Overall agreement', comparison.overall).trimStart(),
    '',
    ...table('By the dataset’s category', comparison.byTheirCategory, false),
    '',
    ...table('By our category', comparison.byOurCategory, false),
    '',
    ...table('By destination (worst first)', comparison.byDestination, true),
    '',
    `Disagreements${options.destination ? ` for ${options.destination}` : ''}: ${differences.length}` +
      (shown.length < differences.length ? ` (first ${shown.length})` : ''),
    ...shown.map(
      (d) => `  ${d.nationality} → ${d.destination}: dataset ${d.theirs}, ours ${d.ours}`,
    ),
  ].join('\n');
}
