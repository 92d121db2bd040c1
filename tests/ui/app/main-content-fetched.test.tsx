import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { PRIMARY_QUERY_META, useMainContentFetched } from '../../../ui/app/backend-query';
import { createTestQueryClient } from '../../support/render';

let renders = 0;
const Chrome = () => {
  renders += 1;
  return <p>{useMainContentFetched() ? 'fetched' : 'waiting'}</p>;
};

/** A primary (main content) fetch that answers when `answer` is called. */
const startPrimaryFetch = (client: ReturnType<typeof createTestQueryClient>, key: string) => {
  let answer: () => void = () => undefined;
  void client.prefetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
    meta: PRIMARY_QUERY_META,
  });
  return () => answer();
};

describe('useMainContentFetched', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('waits for the main content the portal opened on, then stays fetched without listening', async () => {
    const client = createTestQueryClient();
    const answerFirst = startPrimaryFetch(client, 'first page');
    render(
      <QueryClientProvider client={client}>
        <Chrome />
      </QueryClientProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => answerFirst());
    expect(await screen.findByText('fetched')).toBeInTheDocument();
    const rendersWhenFetched = renders;
    // A later page's fetch neither hides the chrome's data again nor renders the chrome.
    const answerSecond = startPrimaryFetch(client, 'second page');
    await act(async () => answerSecond());
    expect(screen.getByText('fetched')).toBeInTheDocument();
    expect(renders).toBe(rendersWhenFetched);
  });

  it('is fetched at once when no main content is being fetched', () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Chrome />
      </QueryClientProvider>,
    );
    expect(screen.getByText('fetched')).toBeInTheDocument();
  });
});
