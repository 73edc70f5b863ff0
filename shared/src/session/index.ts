export { createSessionStore, EMPTY_TOPIC, defaultStorage, type SessionStoreOptions } from './session-store';
export { browserCookies, createMemoryCookieJar, type CookieJar, type CookieAttributes } from './cookie-jar';
export { createMemoryStorage } from './memory-storage';
export { generateDeviceId, loadDeviceId, signedDeviceId } from './device-id';
export { showsGold } from './gold';
export { QUALITY_RANGES, qualityLevel, type QualityRange } from './quality';
export { createNewMessageFlag, NEW_MESSAGE_PATH, type NewMessageFlag } from './new-message-flag';
export { COOKIE_KEYS, COOKIE_LIFETIME_DAYS, STORAGE_KEYS, MONEY_MAKING_STATUS, HAS_NEW_MESSAGE } from './storage-keys';
