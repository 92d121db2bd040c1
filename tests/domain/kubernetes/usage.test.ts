import fc from 'fast-check';
import {
  formatMemoryMiB,
  formatMillicores,
  gaugeColour,
  gaugePercentage,
  indexPodMetrics,
  podCpuCell,
  podMemoryCell,
  usagePercentage,
  usageGaugeColour,
  utilisationColour,
} from '../../../domain/kubernetes/usage';
import type { PodMetrics } from '../../../domain/kubernetes/types';

describe('usage percentage', () => {
  it.each<[number | string, number | string, number]>([
    [50, 200, 25],
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 0],
    [0, 0, 0],
    ['5', '0', 0],
    [150, 100, 150],
    ['536870912', '1073741824', 50],
    ['123456789012345678901234', '246913578024691357802468', 50],
    [0.25, 0.5, 50],
  ])('%p of %p is %p%%', (usage, total, expected) => {
    expect(usagePercentage(usage, total)).toBe(expected);
  });

  it('divides CPU usage by 10 in the pod table', () => {
    expect(usagePercentage(50, 100, 10)).toBe(5);
    expect(usagePercentage('500', '1000', 10)).toBe(5);
  });

  it('is 0 whenever the total is 0', () => {
    fc.assert(fc.property(fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e6, noNaN: true })), (usage) => usagePercentage(usage, 0) === 0));
  });

  it('is round(usage / total × 100) for numbers', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (usage, total) => {
        expect(usagePercentage(usage, total)).toBe(Math.round((usage * 100) / total));
      }),
    );
  });

  it('gives the same answer through the big-integer path as through numbers', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000_000 }), (usage, total) => {
        expect(usagePercentage(String(usage), String(total))).toBe(usagePercentage(usage, total));
      }),
    );
  });

  it('stays exact for integers beyond number precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n }), (usage, total) => {
        const expected = Number((usage * 200n + total) / (total * 2n));
        expect(usagePercentage(usage.toString(), total.toString())).toBe(expected);
      }),
    );
  });

  it('grows with the usage', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (a, b, total) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(usagePercentage(low, total)).toBeLessThanOrEqual(usagePercentage(high, total));
      }),
    );
  });

  it('clamps the gauge at 100', () => {
    expect(gaugePercentage(300, 100)).toBe(100);
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), (usage, total) => {
        const value = gaugePercentage(usage, total);
        expect(value).toBeLessThanOrEqual(100);
        expect(value).toBe(Math.min(100, usagePercentage(usage, total)));
      }),
    );
  });
});

describe('colours', () => {
  it.each([
    [0, 'error'],
    [33, 'error'],
    [34, 'warning'],
    [66, 'warning'],
    [67, 'ok'],
    [100, 'ok'],
    [Number.NaN, 'grey'],
  ])('gauge at %p is %s', (value, colour) => {
    expect(gaugeColour(value)).toBe(colour);
  });

  it('judges a gauge against its own maximum and inverted', () => {
    expect(gaugeColour(5, { max: 10 })).toBe('warning');
    expect(gaugeColour(9, { max: 10, inverse: true })).toBe('error');
  });

  it.each([
    [84, 'ok'],
    [67, 'ok'],
    [66, 'warning'],
    [34, 'warning'],
    [33, 'error'],
    [0, 'error'],
    [Number.NaN, 'grey'],
  ])('a resource gauge at %p%% is %s (a fuller gauge is not a worse one)', (percent, colour) => {
    expect(usageGaugeColour(percent)).toBe(colour);
  });

  it('never gives a fuller resource gauge a worse colour', () => {
    const rank = { error: 0, warning: 1, ok: 2, grey: -1 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[usageGaugeColour(high)]).toBeGreaterThanOrEqual(rank[usageGaugeColour(low)]);
      }),
    );
  });

  it('splits any maximum into thirds: error below one third, warning below two thirds, ok from there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (max, fraction) => {
        const value = max * fraction;
        const expected = value < max / 3 ? 'error' : value < (max * 2) / 3 ? 'warning' : 'ok';
        expect(gaugeColour(value, { max })).toBe(expected);
        expect(gaugeColour(max - value, { max, inverse: true })).toBe(expected);
      }),
    );
  });

  it.each([
    [100, 'error'],
    [140, 'error'],
    [91, 'warning'],
    [90, 'ok'],
    [40, 'ok'],
    [39, 'warning'],
    [0, 'warning'],
    [Number.NaN, 'grey'],
  ])('utilisation at %p is %s', (value, colour) => {
    expect(utilisationColour(value)).toBe(colour);
  });

  it('gives every number one of the three colours', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
        expect(['ok', 'warning', 'error']).toContain(gaugeColour(value));
        expect(['ok', 'warning', 'error']).toContain(utilisationColour(value));
      }),
    );
  });
});

describe('formatting', () => {
  it.each([
    [1048576, '1MiB'],
    [536870912, '512MiB'],
    ['1572864', '2MiB'],
    [0, '0MiB'],
  ])('%p bytes is %s', (bytes, text) => {
    expect(formatMemoryMiB(bytes)).toBe(text);
  });

  it.each([
    [0.5, '500m'],
    [1, '1000m'],
    ['0.25', '250m'],
    [0.0015, '2m'],
  ])('%p cores is %s', (cores, text) => {
    expect(formatMillicores(cores)).toBe(text);
  });
});

describe('pod table cells', () => {
  const metrics: PodMetrics = {
    pod: { metadata: { name: 'web-1' } },
    cpu: { currentUsage: 50, requestTotal: 0.5, limitTotal: 1 },
    memory: { currentUsage: 268435456, requestTotal: 536870912, limitTotal: 1073741824 },
    containers: [],
  };

  it('divides CPU usage by 10 and formats totals in millicores', () => {
    expect(podCpuCell(metrics)).toEqual({
      requestsPercent: 1000,
      limitsPercent: 500,
      requests: 'requests: 1000% of 500m',
      limits: 'limits: 500% of 1000m',
    });
  });

  it('formats memory totals in MiB', () => {
    expect(podMemoryCell(metrics)).toEqual({
      requestsPercent: 50,
      limitsPercent: 25,
      requests: 'requests: 50% of 512MiB',
      limits: 'limits: 25% of 1024MiB',
    });
  });

  it("shows 'unknown' without metrics", () => {
    expect(podCpuCell(undefined)).toBe('unknown');
    expect(podMemoryCell(undefined)).toBe('unknown');
  });

  it('indexes metrics by pod name', () => {
    const index = indexPodMetrics([metrics]);
    expect(index.get('web-1')).toBe(metrics);
    expect(index.get('other')).toBeUndefined();
    expect(indexPodMetrics(undefined).size).toBe(0);
  });
});
