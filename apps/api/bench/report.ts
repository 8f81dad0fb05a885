/** The benchmark's table and its ratios' arithmetic. */
import { failuresOf, type Measurement } from './measure';

export const mean = (a: number, b: number) => (a + b) / 2;

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : mean(sorted[middle - 1]!, sorted[middle]!);
}

export function printTable(rows: Measurement[]) {
  const header = [
    'server',
    'req/s',
    'req/CPU-s',
    'p50 ms',
    'p99 ms',
    'errors',
    'server CPU',
    'autocannon CPU',
  ];
  const cells = rows.map((m) => [
    m.name,
    m.result.requests.average.toFixed(0),
    m.perCpuSecond.toFixed(0),
    m.result.latency.p50.toFixed(1),
    m.result.latency.p99.toFixed(1),
    String(failuresOf(m)),
    `${m.serverCpuPercent.toFixed(0)}%`,
    `${m.loadCpuPercent.toFixed(0)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.info(line(header));
  for (const row of cells) console.info(line(row));
}
