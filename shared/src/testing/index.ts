export { createTestPlatform, TEST_TOKEN, TEST_REFRESH_TOKEN, type TestPlatform, type TestPlatformOptions } from './create-test-platform';
export {
  createTestServer,
  reply,
  Reply,
  type TestServer,
  type TestRequest,
  type ReplyOptions,
  type Handler,
  type Method,
} from './test-server';
export { TEST_SITE, TEST_USER } from './default-site';
export { renderArea } from './render-area';
export { cssOf } from './css-of';
