// The API's RSA public key. None is built in: every API instance makes its own key pair and hands out
// the public half with the site config (GET /v1/site/config → rsaPublicKey); createPlatform installs it.
// It is kept on the page (globalThis), not in this module: the shell and each area are separate webpack
// builds, and a standalone or pre-render build holds its own copy of this module, while the page has one key.
const SLOT = '__surveyRsaPublicKey';
type Page = { [SLOT]?: string };

export function setRsaPublicKey(pem: string | undefined): void {
  (globalThis as Page)[SLOT] = pem || undefined;
}

/** The key the sign-in fields are encrypted with; undefined until the site config has been read. */
export function rsaPublicKey(): string | undefined {
  return (globalThis as Page)[SLOT];
}
