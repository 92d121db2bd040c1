import * as E from 'fp-ts/Either';
import { ConfigView } from '../../../domain/app/config-values';
import { DEFAULT_PERMISSION_SETTINGS, readPermissionSettings } from '../../../domain/permission/settings';

describe('readPermissionSettings', () => {
  it('defaults to disabled and unbatched', () => {
    expect(readPermissionSettings(ConfigView.fromData({}))).toEqual(E.right(DEFAULT_PERMISSION_SETTINGS));
    expect(DEFAULT_PERMISSION_SETTINGS).toEqual({ enabled: false, batchedRequests: false });
  });

  it('reads both keys, with the config boolean words', () => {
    const config = ConfigView.fromData({ permission: { enabled: 'yes', EXPERIMENTAL_enableBatchedRequests: true } });
    expect(readPermissionSettings(config)).toEqual(E.right({ enabled: true, batchedRequests: true }));
  });

  it('reports a value that is not a boolean', () => {
    const result = readPermissionSettings(ConfigView.fromData({ permission: { enabled: 'sometimes' } }, 'app-config.yaml'));
    expect(E.isLeft(result) && result.left.message).toBe(
      "Unable to convert config value for key 'permission.enabled' in 'app-config.yaml' to a boolean",
    );
  });
});
