/** One benchmark figure beside its budget. */
export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly budget: number;
  /** Whether a higher value is better (rates); by default rates ('…/s') are, times and sizes are not. */
  readonly higherIsBetter?: boolean;
  /**
   * An absolute time on a shared machine whose peer-relative figure decides elsewhere in the same suite: shown beside
   * its budget as a reference, with the machine's load, but a miss does not fail the run.
   */
  readonly indicative?: boolean;
}

export const isHigherBetter = (row: BenchRow): boolean => row.higherIsBetter ?? row.unit.endsWith('/s');

export const meetsBudget = (row: BenchRow): boolean =>
  isHigherBetter(row) ? row.value >= row.budget : row.value <= row.budget;

/** Whether the row fails the run: a missed budget of a row that decides. */
export const failsRun = (row: BenchRow): boolean => !row.indicative && !meetsBudget(row);

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
