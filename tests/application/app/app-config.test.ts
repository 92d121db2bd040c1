import { appConfigOf, AppConfigError } from '../../../application/app/app-config';
import { ConfigView } from '../../../domain/app/config-values';

const config = appConfigOf(
  ConfigView.fromData({ onCall: { proxyPath: '/on-call', enabled: 'yes', retries: '3', teams: ['a', 'b'], bad: 42 } }, 'app-config.yaml'),
);

describe('the app config as plugins read it', () => {
  it('reads typed values, converting the documented spellings', () => {
    expect(config.getString('onCall.proxyPath')).toBe('/on-call');
    expect(config.getBoolean('onCall.enabled')).toBe(true);
    expect(config.getNumber('onCall.retries')).toBe(3);
    expect(config.getStringArray('onCall.teams')).toEqual(['a', 'b']);
    expect(config.getOptionalString('onCall.missing')).toBeUndefined();
    expect(config.has('onCall.proxyPath')).toBe(true);
    expect(config.getConfig('onCall').getString('proxyPath')).toBe('/on-call');
    expect(config.getOptionalConfig('elsewhere')).toBeUndefined();
  });

  it('throws an error naming the key and the file for a value of the wrong type, and for a missing one', () => {
    expect(() => config.getString('onCall.bad')).toThrow(new AppConfigError({
      _tag: 'InvalidType',
      key: 'onCall.bad',
      context: 'app-config.yaml',
      got: 'number',
      wanted: 'string',
      message: "Invalid type in config for key 'onCall.bad' in 'app-config.yaml', got number, wanted string",
    }));
    expect(() => config.getString('onCall.missing')).toThrow("Missing required value in config for key 'onCall.missing'");
  });
});
