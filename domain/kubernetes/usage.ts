// Resource usage maths and colours.
import { METRICS_UNKNOWN, POD_TABLE_CPU_USAGE_DIVISOR } from './constants';
import type { PodMetrics, Quantity, ResourceUsage } from './types';

const INTEGER = /^\s*-?\d+\s*$/;

/** A quantity as an exact integer when it is one that a number cannot hold exactly. */
const asBigInt = (value: Quantity): bigint | undefined => {
  if (typeof value === 'string') return INTEGER.test(value) ? BigInt(value.trim()) : undefined;
  return Number.isInteger(value) && !Number.isSafeInteger(value * 100) ? BigInt(value) : undefined;
};

/** round(numerator / denominator) for integers, halves away from zero like Math.round for positives. */
const roundedQuotient = (numerator: bigint, denominator: bigint): bigint => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
};

/**
 * usage / total × 100, rounded; 0 when the total is 0. Integers too large for exact number maths
 * (and integer strings, as the backend sends large quantities) go through BigInt.
 * `usageDivisor` divides the usage first (the pod table divides CPU usage by 10).
 */
export const usagePercentage = (usage: Quantity, total: Quantity, usageDivisor = 1): number => {
  const totalNumber = Number(total);
  if (totalNumber === 0) return 0;
  const bigUsage = asBigInt(usage);
  const bigTotal = asBigInt(total);
  if (bigUsage !== undefined || bigTotal !== undefined) {
    const u = bigUsage ?? (Number.isInteger(Number(usage)) ? BigInt(Number(usage)) : undefined);
    const t = bigTotal ?? (Number.isInteger(totalNumber) ? BigInt(totalNumber) : undefined);
    if (u !== undefined && t !== undefined) {
      return Number(roundedQuotient(u * 100n, t * BigInt(usageDivisor)));
    }
  }
  const usageNumber = Number(usage) / usageDivisor;
  if (!Number.isFinite(usageNumber) || !Number.isFinite(totalNumber)) return Number.NaN;
  return Math.round((usageNumber * 100) / totalNumber);
};

/** What a gauge draws: the percentage, never above 100. */
export const gaugePercentage = (usage: Quantity, total: Quantity): number =>
  Math.min(100, usagePercentage(usage, total));

export type GaugeColour = 'ok' | 'warning' | 'error' | 'grey';

export interface ColourOptions {
  /** The value of a full gauge (100 when not given). */
  readonly max?: number;
  /** Judge the remainder (max − value) instead of the value. */
  readonly inverse?: boolean;
}

/**
 * Gauge: below 1/3 of the maximum is an error, below 2/3 a warning, otherwise ok; grey when not a number.
 * A fuller gauge is a better one (84 of 100 is ok); `inverse` is for gauges where less is better.
 */
export const gaugeColour = (value: number, options: ColourOptions = {}): GaugeColour => {
  if (Number.isNaN(value)) return 'grey';
  const max = options.max || 100;
  const actual = options.inverse ? max - value : value;
  if (actual < max / 3) return 'error';
  if (actual < (max * 2) / 3) return 'warning';
  return 'ok';
};

/** Utilisation: at or above the maximum (100) is an error; above 90 or below 40 a warning; otherwise ok. */
export const utilisationColour = (value: number, options: ColourOptions = {}): GaugeColour => {
  if (Number.isNaN(value)) return 'grey';
  const max = options.max || 100;
  const actual = options.inverse ? max - value : value;
  if (actual >= max) return 'error';
  if (actual > 90 || actual < 40) return 'warning';
  return 'ok';
};

/** The colour of a resource gauge drawn for a usage percentage (0..100, NaN when unknown). */
export const usageGaugeColour = (percent: number): GaugeColour => gaugeColour(percent);

/** Bytes as MiB without decimals, e.g. '512MiB'. */
export const formatMemoryMiB = (bytes: Quantity): string => `${(Number(bytes) / 1024 / 1024).toFixed(0)}MiB`;

/** Cores as millicores, e.g. '250m'. */
export const formatMillicores = (cores: Quantity): string => `${(Number(cores) * 1000).toFixed(0)}m`;

export interface UtilisationCell {
  readonly requestsPercent: number;
  readonly limitsPercent: number;
  /** 'requests: 10% of 500m' */
  readonly requests: string;
  /** 'limits: 5% of 1000m' */
  readonly limits: string;
}

const cell = (usage: ResourceUsage, format: (q: Quantity) => string, divisor: number): UtilisationCell => {
  const requestsPercent = usagePercentage(usage.currentUsage, usage.requestTotal, divisor);
  const limitsPercent = usagePercentage(usage.currentUsage, usage.limitTotal, divisor);
  return {
    requestsPercent,
    limitsPercent,
    requests: `requests: ${requestsPercent}% of ${format(usage.requestTotal)}`,
    limits: `limits: ${limitsPercent}% of ${format(usage.limitTotal)}`,
  };
};

/** The pod table's CPU cell: the current usage is divided by 10 first; 'unknown' without metrics. */
export const podCpuCell = (metrics: PodMetrics | undefined): UtilisationCell | typeof METRICS_UNKNOWN =>
  metrics === undefined ? METRICS_UNKNOWN : cell(metrics.cpu, formatMillicores, POD_TABLE_CPU_USAGE_DIVISOR);

/** The pod table's memory cell; 'unknown' without metrics. */
export const podMemoryCell = (metrics: PodMetrics | undefined): UtilisationCell | typeof METRICS_UNKNOWN =>
  metrics === undefined ? METRICS_UNKNOWN : cell(metrics.memory, formatMemoryMiB, 1);

/** Pod metrics by pod name, built once per cluster. */
export const indexPodMetrics = (metrics: readonly PodMetrics[] | undefined): ReadonlyMap<string, PodMetrics> => {
  const index = new Map<string, PodMetrics>();
  for (const m of metrics ?? []) {
    const name = m.pod.metadata?.name;
    if (name !== undefined && !index.has(name)) index.set(name, m);
  }
  return index;
};
