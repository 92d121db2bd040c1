/** @jest-environment node */
import * as E from 'fp-ts/Either';
import type { EntityDefinitionReading } from '../../../ui/api-docs/viewers/entity-answer';
import type * as OffThread from '../../../ui/api-docs/viewers/openapi-view-off-thread';

// The worker's side in its place: this test's DOM has no Worker.
jest.mock('../../../ui/api-docs/viewers/openapi-view-off-thread', (): Partial<typeof OffThread> => ({
  prepareOpenApiWorker: jest.fn(),
  dropPreparedOpenApiWorker: jest.fn(),
  readOpenApiViewOffThread: jest.fn(async () => E.left('read afresh')),
  readEntityDefinitionOffThread: jest.fn(),
}));

const offThread = jest.requireMock<jest.Mocked<typeof OffThread>>('../../../ui/api-docs/viewers/openapi-view-off-thread');

/** A fresh copy of the reading module (its state is the page's), with Worker present. */
const readingModule = () => {
  let module!: typeof import('../../../ui/api-docs/viewers/openapi-reading');
  jest.isolateModules(() => {
    module = jest.requireActual('../../../ui/api-docs/viewers/openapi-reading');
  });
  return module;
};

const entityAnswer = (definition: string) => new Response(JSON.stringify({ spec: { type: 'openapi', definition } }));

describe("a large definition's reading and the early entity answer", () => {
  const PageWorker = globalThis.Worker;
  beforeAll(() => {
    globalThis.Worker = class {} as unknown as typeof Worker;
  });
  afterAll(() => {
    globalThis.Worker = PageWorker;
  });
  beforeEach(() => jest.clearAllMocks());

  it("hands the worker a copy of the answer's body, leaving the answer itself for the app's call", async () => {
    const { prepareOffThreadReading, readEntityAnswerEarly } = readingModule();
    offThread.readEntityDefinitionOffThread.mockResolvedValue(undefined);
    prepareOffThreadReading();
    const answer = Promise.resolve(entityAnswer('openapi: 3.0.0'));
    readEntityAnswerEarly(answer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [body, fromChars] = offThread.readEntityDefinitionOffThread.mock.calls[0]!;
    expect(new TextDecoder().decode(await body)).toContain('openapi: 3.0.0');
    expect(fromChars).toBeGreaterThan(0);
    expect(await (await answer).json()).toEqual({ spec: { type: 'openapi', definition: 'openapi: 3.0.0' } });
  });

  it('starts the prepared worker before the early reading takes it, both asked before the worker\'s side is in', async () => {
    const { prepareOffThreadReading, readEntityAnswerEarly, readOffThread } = readingModule();
    const asked: string[] = [];
    offThread.prepareOpenApiWorker.mockImplementationOnce(() => void asked.push('prepare'));
    offThread.readEntityDefinitionOffThread.mockImplementationOnce(async () => {
      asked.push('read the entity');
      return { definition: 'the same', reading: E.left('read early') };
    });
    prepareOffThreadReading();
    readEntityAnswerEarly(Promise.resolve(entityAnswer('the same')));
    expect(await readOffThread('the same')).toEqual(E.left('read early'));
    expect(asked).toEqual(['prepare', 'read the entity']);
    // The viewer's reading is the early one: no worker of its own.
    expect(offThread.readOpenApiViewOffThread).not.toHaveBeenCalled();
  });

  it('takes the early reading when it read the same definition, and reads afresh when not', async () => {
    const { prepareOffThreadReading, readEntityAnswerEarly, readOffThread } = readingModule();
    const early: EntityDefinitionReading = { definition: 'the same', reading: E.left('read early') };
    offThread.readEntityDefinitionOffThread.mockResolvedValue(early);
    prepareOffThreadReading();
    readEntityAnswerEarly(Promise.resolve(entityAnswer('the same')));
    expect(await readOffThread('the same')).toEqual(E.left('read early'));
    expect(offThread.readOpenApiViewOffThread).not.toHaveBeenCalled();

    const other = readingModule();
    other.prepareOffThreadReading();
    other.readEntityAnswerEarly(Promise.resolve(entityAnswer('the same')));
    expect(await other.readOffThread('another')).toEqual(E.left('read afresh'));
    expect(offThread.readOpenApiViewOffThread).toHaveBeenCalledWith('another');
  });

  it("has the early reading done for the viewer's first render once the worker answered, for that definition only", async () => {
    const { prepareOffThreadReading, readEntityAnswerEarly, readingDone } = readingModule();
    let answer!: (read: EntityDefinitionReading) => void;
    offThread.readEntityDefinitionOffThread.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    prepareOffThreadReading();
    readEntityAnswerEarly(Promise.resolve(entityAnswer('the same')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readingDone('the same')).toBeUndefined();
    answer({ definition: 'the same', reading: E.left('read early') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readingDone('the same')).toEqual(E.left('read early'));
    expect(readingDone('another')).toBeUndefined();
  });

  it('has a reading done once the worker read it, when there was no early one', async () => {
    const { readOffThread, readingDone } = readingModule();
    const reading = readOffThread('a definition');
    expect(readingDone('a definition')).toBeUndefined();
    await reading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readingDone('a definition')).toEqual(E.left('read afresh'));
  });

  it('hands nothing over when no worker was prepared', () => {
    const { readEntityAnswerEarly } = readingModule();
    readEntityAnswerEarly(Promise.resolve(entityAnswer('openapi: 3.0.0')));
    expect(offThread.readEntityDefinitionOffThread).not.toHaveBeenCalled();
  });
});
