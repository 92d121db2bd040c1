import { loadWithPositions, parseProblemPath, positionOfPath } from '../../../adapters/cli/yaml-positions';

const TEXT = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: payments
  labels:
    "team/name": Not Valid
  links:
    - url: not-a-url
      title: ""
spec:
  type: service
  owner:
`;

const positionIn = (text: string, path: string) => positionOfPath(loadWithPositions(text), path);

describe('problem positions in YAML text', () => {
  it('splits problem paths into keys and indexes', () => {
    expect(parseProblemPath('metadata.links[0].url')).toEqual(['metadata', 'links', 0, 'url']);
    expect(parseProblemPath('metadata.labels["team/name"]')).toEqual(['metadata', 'labels', 'team/name']);
    expect(parseProblemPath('')).toEqual([]);
    expect(parseProblemPath('metadata[')).toBeUndefined();
  });

  it.each([
    ['metadata.name', { line: 4, column: 9 }],
    ['metadata.labels["team/name"]', { line: 6, column: 18 }],
    ['metadata.links[0].url', { line: 8, column: 12 }],
    ['metadata.links[0].title', { line: 9, column: 14 }],
    ['spec.type', { line: 11, column: 9 }],
    ['', { line: 1, column: 1 }],
  ])('points %j at its value', (path, position) => {
    expect(positionIn(TEXT, path)).toEqual(position);
  });

  it('points a key with no value at the key', () => {
    expect(positionIn(TEXT, 'spec.owner')).toEqual({ line: 12, column: 3 });
  });

  it('points a missing field at the key of its deepest existing parent', () => {
    expect(positionIn(TEXT, 'spec.lifecycle')).toEqual({ line: 10, column: 1 });
    expect(positionIn(TEXT, 'metadata.links[3].url')).toEqual({ line: 7, column: 3 });
    expect(positionIn(TEXT, 'status.items')).toEqual({ line: 1, column: 1 });
  });
});
