// Backend calls the user did not ask for wait for the others, and go one at a time.
import { withBackgroundLane } from '../../../adapters/app/background-lane';

interface Held {
  readonly url: string;
  answer(): void;
}

const controllable = () => {
  const held: Held[] = [];
  const fetchFn = (input: string) =>
    new Promise<Response>((resolve) => {
      held.push({ url: input, answer: () => resolve(new Response('{}')) });
    });
  return { held, fetchFn };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withBackgroundLane', () => {
  it('holds a low-priority call while another call is unanswered, then sends it', async () => {
    const { held, fetchFn } = controllable();
    const lane = withBackgroundLane(fetchFn);
    const page = lane('/api/catalog/entities/by-query');
    const facets = lane('/api/catalog/entity-facets?facet=kind', { priority: 'low' });
    await settle();
    expect(held.map((call) => call.url)).toEqual(['/api/catalog/entities/by-query']);
    held[0]!.answer();
    await page;
    await settle();
    expect(held.map((call) => call.url)).toEqual(['/api/catalog/entities/by-query', '/api/catalog/entity-facets?facet=kind']);
    held[1]!.answer();
    expect((await facets).status).toBe(200);
  });

  it('sends low-priority calls one at a time, and never holds the user’s call behind them', async () => {
    const { held, fetchFn } = controllable();
    const lane = withBackgroundLane(fetchFn);
    void lane('/facet/type', { priority: 'low' });
    void lane('/facet/owner', { priority: 'low' });
    await settle();
    expect(held.map((call) => call.url)).toEqual(['/facet/type']);
    void lane('/filter?text=pay');
    await settle();
    expect(held.map((call) => call.url)).toEqual(['/facet/type', '/filter?text=pay']);
    held[0]!.answer();
    await settle();
    // The user's call is still unanswered: the next facet waits for it.
    expect(held).toHaveLength(2);
    held[1]!.answer();
    await settle();
    await settle();
    expect(held.map((call) => call.url)).toEqual(['/facet/type', '/filter?text=pay', '/facet/owner']);
  });

  it('drops a waiting call whose signal aborts', async () => {
    const { held, fetchFn } = controllable();
    const lane = withBackgroundLane(fetchFn);
    void lane('/page');
    const controller = new AbortController();
    const facets = lane('/facets', { priority: 'low', signal: controller.signal });
    controller.abort();
    await expect(facets).rejects.toMatchObject({ name: 'AbortError' });
    held[0]!.answer();
    await settle();
    expect(held.map((call) => call.url)).toEqual(['/page']);
  });
});
