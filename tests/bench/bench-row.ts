/** One benchmark figure beside its budget. */
export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly budget: number;
  /** Whether a higher value is better (rates); by default rates ('…/s') are, times and sizes are not. */
  readonly higherIsBetter?: boolean;
}

export const isHigherBetter = (row: BenchRow): boolean => row.higherIsBetter ?? row.unit.endsWith('/s');

export const meetsBudget = (row: BenchRow): boolean =>
  isHigherBetter(row) ? row.value >= row.budget : row.value <= row.budget;
