export { createTestPlatform, TEST_TOKEN, TEST_REFRESH_TOKEN, type TestPlatform, type TestPlatformOptions } from './create-test-platform';
export {
  createTestServer,
  reply,
  Reply,
  type Answer,
  type Handler,
  type ReplyOptions,
  type RouteOptions,
  type TestServer,
  type TestRequest,
} from './test-server';
export { uncheckedCall, type UncheckedCall } from './call-route';
export { TEST_RSA_PUBLIC_KEY, TEST_SITE, TEST_USER } from './default-site';
export { TEST_ACCOUNT } from './default-account';
export { TEST_ROUTES } from './test-routes';
export { renderArea } from './render-area';
export { beforeCssOf, cssOf, phoneCssOf } from './css-of';
export { answerEveryCall, leastOf } from './answer-every-call';
export { settledStructure } from './page-structure';
export { drawAndHydrate } from './draw-and-hydrate';
