// Guards the package entry points: each is one federated singleton, so what a page downloads
// depends on which entry a symbol lives in. The core carries the services; the UI kit, labels
// and formatting (dayjs), upload and encryption (jsencrypt) are entries of their own, and the UI
// kit is a base (what every page renders) plus entries for the parts some pages use.
import * as main from '../index';
import * as ui from '../ui';
import * as uiForm from '../ui/form';
import * as uiModal from '../ui/modal';
import * as uiNavigation from '../ui/navigation';
import * as uiData from '../ui/data';
import * as uiRichText from '../ui/rich-text';
import * as format from '../format';
import * as upload from '../upload';
import * as crypto from '../crypto';
import * as testing from '../testing';

test('the core entry exports the platform services and the area runtime', () => {
  for (const name of [
    'createPlatform',
    'PLATFORM_API_VERSION',
    'createHttpClient',
    'bindCall',
    'detectDeviceType',
    'createSessionStore',
    'MONEY_MAKING_STATUS',
    'createNewMessageFlag',
    'createNotifier',
    'createLoading',
    'qualityLevel',
    'showsGold',
    'setRsaPublicKey',
    'createAreaLifecycles',
    'useRequest',
  ]) {
    expect(main).toHaveProperty(name);
  }
});

test('the UI kit, formatting, upload and encryption are separate entries, not in the core', () => {
  const entries = {
    ui: [ui, ['Button', 'ErrorPanel', 'Skeleton', 'LoadingOverlay', 'MessageHost', 'theme', 'GlobalStyle']],
    format: [format, ['labelOf', 'EXCHANGE_STATES', 'formatNumber', 'formatDate', 'fromNow', 'dayjs', 'emptyText', 'EMPTY_TOP_PADDING']],
    upload: [upload, ['uploadFile', 'uploadFileName', 'signUrl']],
    crypto: [crypto, ['encryptField', 'encryptFields']],
  } as const;
  for (const [entry, names] of Object.values(entries)) {
    for (const name of names) {
      expect(entry).toHaveProperty(name);
      expect(main).not.toHaveProperty(name);
    }
  }
  expect(typeof testing.createTestPlatform).toBe('function');
});

test("the UI kit's base leaves forms, the modal, in-page navigation, tables and lists, and rich text to entries of their own", () => {
  const entries = [
    [uiForm, ['FormField', 'Input', 'PasswordInput', 'Checkbox', 'CountdownButton', 'useCountdown']],
    [uiModal, ['Modal', 'useFocusTrap', 'useScrollLock', 'useEscapeKey']],
    [uiNavigation, ['Tabs', 'Pagination', 'SideMenu']],
    [uiData, ['Table', 'List']],
    [uiRichText, ['RichText', 'sanitizeHtml']],
  ] as const;
  for (const [entry, names] of entries) {
    for (const name of names) {
      expect(entry).toHaveProperty(name);
      expect(ui).not.toHaveProperty(name);
      expect(main).not.toHaveProperty(name);
    }
  }
});
