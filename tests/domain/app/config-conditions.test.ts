import * as E from 'fp-ts/Either';
import { configConditionHolds, readConfigCondition, type ConfigCondition } from '../../../domain/app/config-conditions';
import type { Entity } from '../../../domain/catalog/entity';

const service: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', annotations: { 'backstage.io/kubernetes-id': 'payments', 'acme.com/blank': '  ' } },
  spec: { type: 'service' },
};
const website: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'shop' }, spec: { type: 'website' } };
const group: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Group', metadata: { name: 'team-a' }, spec: { type: 'team' } };

const read = (value: unknown): ConfigCondition => {
  const condition = readConfigCondition(value, 'app.extensions[0].x.when', whenOfAppConfig);
  if (E.isLeft(condition)) throw new Error(condition.left);
  return condition.right;
};

const whenOfAppConfig = { problem: (key: string, text: string) => `Config key '${key}' in 'app-config.yaml' ${text}`, exportedPredicates: false };

describe('conditions written in config', () => {
  it.each([
    [{ isKind: 'component' }, [true, true, false]],
    [{ isKind: ['Group', 'User'] }, [false, false, true]],
    [{ isType: 'SERVICE' }, [true, false, false]],
    [{ hasAnnotation: 'backstage.io/kubernetes-id' }, [true, false, false]],
    [{ hasAnnotation: 'acme.com/blank' }, [false, false, false]],
    [{ allOf: [{ isKind: 'component' }, { not: { isType: 'website' } }] }, [true, false, false]],
    [{ anyOf: [{ isType: 'website' }, { isKind: 'group' }] }, [false, true, true]],
    [{ not: { anyOf: [{ isKind: 'group' }, { hasAnnotation: 'backstage.io/kubernetes-id' }] } }, [false, true, false]],
  ])('%j holds for a service, a website and a group: %j', (written, expected) => {
    const condition = read(written);
    expect([service, website, group].map((entity) => configConditionHolds(condition, entity))).toEqual(expected);
  });

  it.each([
    ['a string', 'isKind', "Config key 'app.extensions[0].x.when' in 'app-config.yaml' must be a condition (one of isKind, isType, hasAnnotation, allOf, anyOf, not), got a string"],
    ['two keys', { isKind: 'api', isType: 'openapi' }, "Config key 'app.extensions[0].x.when' in 'app-config.yaml' must have exactly one of isKind, isType, hasAnnotation, allOf, anyOf, not, got isKind, isType"],
    ['an unknown key', { hasLabel: 'x' }, "Config key 'app.extensions[0].x.when' in 'app-config.yaml' must have exactly one of isKind, isType, hasAnnotation, allOf, anyOf, not, got hasLabel"],
    ['a kind that is a number', { isKind: [1] }, "Config key 'app.extensions[0].x.when.isKind[0]' in 'app-config.yaml' must be a non-empty string, got a number"],
    ['an empty allOf', { allOf: [] }, "Config key 'app.extensions[0].x.when.allOf' in 'app-config.yaml' must be a non-empty list of conditions, got a list"],
    ['a wrong part deep inside', { not: { anyOf: [{ isKind: 'api' }, { isType: '' }] } }, "Config key 'app.extensions[0].x.when.not.anyOf[1].isType' in 'app-config.yaml' must be a non-empty string, got a string"],
  ])('refuses %s, naming the key and the file', (_, value, message) => {
    expect(readConfigCondition(value, 'app.extensions[0].x.when', whenOfAppConfig)).toEqual(E.left(message));
  });

  it("reads a predicate's name only where a package exports it (a Backstage plugin's condition)", () => {
    const ifOfPlugin = { problem: (key: string, text: string) => `Config key '${key}' (Backstage plugin '@acme/plugin-cost') ${text}`, exportedPredicates: true };
    expect(readConfigCondition({ not: 'isCostAvailable' }, 'if', ifOfPlugin)).toEqual(E.right({ not: { exported: 'isCostAvailable' } }));
    expect(readConfigCondition('is-cost', 'if', ifOfPlugin)).toEqual(
      E.left("Config key 'if' (Backstage plugin '@acme/plugin-cost') names 'is-cost', which is not an export name (a predicate such as isSonarQubeAvailable)"),
    );
    expect(readConfigCondition('isCostAvailable', 'when', whenOfAppConfig)).toEqual(
      E.left("Config key 'when' in 'app-config.yaml' must be a condition (one of isKind, isType, hasAnnotation, allOf, anyOf, not), got a string"),
    );
  });
});
