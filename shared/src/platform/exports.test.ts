// Guards the package entry points: the main index carries the services, jsencrypt stays out.
import * as main from '../index';
import * as crypto from '../crypto';
import * as testing from '../testing';

test('the main entry exports the platform services and helpers', () => {
  for (const name of [
    'createPlatform', 'PLATFORM_API_VERSION', 'createHttpClient', 'defineCall', 'detectDeviceType',
    'createSessionStore', 'MONEY_MAKING_STATUS', 'createNewMessageFlag', 'createNotifier', 'createLoading',
    'uploadFile', 'uploadFileName', 'signUrl', 'labelOf', 'pointLevel', 'showsPoints', 'formatNumber',
    'formatDate', 'fromNow', 'emptyText', 'EMPTY_TOP_PADDING',
  ]) {
    expect(main).toHaveProperty(name);
  }
});

test('encryption is a separate entry (@survey/shared/crypto), not in the main index', () => {
  expect(main).not.toHaveProperty('encryptField');
  expect(main).not.toHaveProperty('RSA_PUBLIC_KEY');
  expect(typeof crypto.encryptFields).toBe('function');
  expect(typeof testing.createTestPlatform).toBe('function');
});
