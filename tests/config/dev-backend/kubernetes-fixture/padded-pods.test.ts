import fc from 'fast-check';
import { startFixtureCluster } from '../../../../config/dev-backend/kubernetes-fixture/fixture-cluster';
import { buildFixtureObjects, ENTITY_LABEL, FIXTURE_PODS } from '../../../../config/dev-backend/kubernetes-fixture/fixture-objects';
import { copiedFrom, padPaymentsPods } from '../../../../config/dev-backend/kubernetes-fixture/padded-pods';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const pods = buildFixtureObjects(NOW).pods;
const paymentsCount = (list: typeof pods) => list.filter((pod) => pod.metadata.labels?.[ENTITY_LABEL] === 'payments').length;

describe('padPaymentsPods', () => {
  it('pads the payments pods to the count with distinct copies of the healthy API pod, keeping the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: paymentsCount(pods), max: 1500 }), (count) => {
        const padded = padPaymentsPods(pods, count);
        expect(paymentsCount(padded)).toBe(count);
        expect(padded.slice(0, pods.length)).toEqual(pods);
        expect(new Set(padded.map((pod) => pod.metadata.name)).size).toBe(padded.length);
        expect(new Set(padded.map((pod) => pod.metadata.uid)).size).toBe(padded.length);
        const template = pods.find((pod) => pod.metadata.name === FIXTURE_PODS.apiHealthy)!;
        for (const copy of padded.slice(pods.length)) {
          expect(copiedFrom(copy)).toBe(FIXTURE_PODS.apiHealthy);
          expect(copy.metadata['ownerReferences']).toEqual(template.metadata['ownerReferences']);
          expect(copy['status']).toEqual(template['status']);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('never removes fixture pods when the count is below theirs', () => {
    expect(padPaymentsPods(pods, 0)).toEqual(pods);
    expect(pods.every((pod) => copiedFrom(pod) === undefined)).toBe(true);
  });

  it('is served by the fixture cluster only when asked, with the copies in the metrics', async () => {
    const selector = `labelSelector=${ENTITY_LABEL}=payments`;
    const auth = { headers: { authorization: 'Bearer fixture' } };
    const padded = await startFixtureCluster({ host: '127.0.0.1', paymentsPodCount: 1000 });
    const plain = await startFixtureCluster({ host: '127.0.0.1' });
    try {
      const list = (await (await fetch(`${padded.url}/api/v1/pods?${selector}`, auth)).json()) as { items: unknown[] };
      expect(list.items).toHaveLength(1000);
      const metrics = (await (await fetch(`${padded.url}/apis/metrics.k8s.io/v1beta1/pods?${selector}`, auth)).json()) as { items: { metadata: { name: string } }[] };
      expect(metrics.items.map((item) => item.metadata.name)).toContain(`${FIXTURE_PODS.apiHealthy}-00001`);
      const plainList = (await (await fetch(`${plain.url}/api/v1/pods?${selector}`, auth)).json()) as { items: unknown[] };
      expect(plainList.items).toHaveLength(paymentsCount(pods));
    } finally {
      await padded.stop();
      await plain.stop();
    }
  });
});
