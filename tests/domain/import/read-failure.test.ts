import fc from 'fast-check';
import { readFailureOf, readFailureText } from '../../../domain/import/read-failure';

const URL_ = 'https://github.com/acme/widgets/blob/main/catalog-info.yaml';

describe('readFailureOf', () => {
  it.each([
    [
      'a name lookup failure inside a 400 is the backend’s network, naming the host it tried',
      { status: 400, message: 'Request failed with 400 Bad Request, Error: Unable to read url, request to https://raw.githubusercontent.com/x failed, reason: getaddrinfo ENOTFOUND raw.githubusercontent.com' },
      { kind: 'hostUnreachable', host: 'raw.githubusercontent.com' },
    ],
    [
      'a failed fetch is the backend’s network, on the URL’s host',
      { status: 400, message: 'Request failed with 400 Bad Request, Error: Unable to read url, Unable to read https://github.com/x, TypeError: fetch failed' },
      { kind: 'hostUnreachable', host: 'github.com' },
    ],
    ['a refused connection is the backend’s network', { message: 'connect ECONNREFUSED 10.0.0.1:443' }, { kind: 'hostUnreachable', host: '10.0.0.1' }],
    [
      'a host outside the reading rules is the backend’s setup',
      { status: 403, message: "Reading from 'https://files.acme.io/x.yaml' is not allowed. You may need to configure an integration for the target host, or add it to the configured list of allowed hosts at 'backend.reading.allow'" },
      { kind: 'hostNotAllowed', host: 'github.com' },
    ],
    ['a 401 or 403 is the backend’s credentials', { status: 401, message: 'Request failed with 401 Unauthorized' }, { kind: 'accessDenied', host: 'github.com' }],
    ['a 404 is a missing file', { status: 404, message: 'Request failed with 404 Not Found' }, { kind: 'fileMissing' }],
    ['a NotFoundError in a 400 is a missing file', { status: 400, message: 'NotFoundError: could not read https://x, 404 Not Found' }, { kind: 'fileMissing' }],
    ['an unparsable URL is the URL', { status: 400, message: 'TypeError: Invalid URL' }, { kind: 'malformedUrl' }],
  ])('%s', (_name, answer, expected) => {
    expect(readFailureOf(URL_, answer)).toEqual(expected);
  });

  it('leaves an answer it cannot tell apart to the backend’s own words', () => {
    expect(readFailureOf(URL_, { status: 500, message: 'Request failed with 500 Internal Server Error' })).toBeUndefined();
  });

  it('property: never throws, and every failure it finds has a text', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }), fc.string(), (url, status, message) => {
        const failure = readFailureOf(url, { ...(status ? { status } : {}), message });
        if (failure) expect(readFailureText(failure, 'catalog-info.yaml').length).toBeGreaterThan(0);
      }),
    );
  });
});
