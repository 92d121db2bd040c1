import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import type { EntityCard, EntityTab } from '../../../ui/app/plugin';
import { EntityExtensionsContext, useEntityConditionsReady } from '../../../ui/app/entity-tabs-context';

/** A load the test settles when it chooses. */
const deferredLoad = () => {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { load: jest.fn(() => promise), settle };
};

const ConditionsReady = () => {
  useEntityConditionsReady();
  const { tabs, cards } = use(EntityExtensionsContext);
  return <p>Conditions ready for {tabs.length + cards.length}</p>;
};

describe("the entity page's wait for its extensions' conditions", () => {
  it('suspends until every condition has loaded, then renders, with no error logged', async () => {
    const errors = jest.spyOn(console, 'error');
    const tabCondition = deferredLoad();
    const cardCondition = deferredLoad();
    const tabs: EntityTab[] = [{ id: 'ci', path: 'ci', title: 'CI', render: () => null, conditionCode: tabCondition.load }];
    const cards: EntityCard[] = [{ id: 'costs', render: () => null, conditionCode: cardCondition.load }];
    await act(async () => {
      render(
        <EntityExtensionsContext value={{ tabs, cards }}>
          <Suspense fallback={<p>Waiting</p>}>
            <ConditionsReady />
          </Suspense>
        </EntityExtensionsContext>,
      );
    });
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    await act(async () => tabCondition.settle());
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => cardCondition.settle());

    expect(await screen.findByText('Conditions ready for 2')).toBeInTheDocument();
    expect(tabCondition.load).toHaveBeenCalledTimes(1);
    expect(cardCondition.load).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
