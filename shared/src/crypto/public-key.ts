// RSA public key matching the reference API's private key (api/keys/demo-private.pem).
// PUBLIC_KEY_PLACEHOLDER in the brief refers to this constant: import it, don't copy it.
// Re-derived from api/keys/demo-public.pem after the API regenerated its demo key pair;
// encrypt.test.ts fails if the two ever drift apart again.
export const RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAlfO6bH4dy3lm01TLK010
DWxiXXY+Bz8kJYfeZZtCrHpxIBptTF6OXdBkF+VhPjD6mMBfi9S23fIrWByIPvVq
niAlTIO313gBel6SOUfo+kE2zcwudA6vfaZPfz/cjyWC1Git/dTRNoZE/pTDSlED
87L/tsxkxw2UuCS4IxlyLkXzbmdDWRqobqIJYu0ytFLJTaoO1Et/Q0rmpFWYC+iP
4Mwwy6NwVi4II6lXWyEpl0oggUHKkERqaRyvZPc46ENcGAPuLxl69zNIZP2XvDLu
fF7QBYXuzrYbwDdDXIbkif6gLMx2cLY+ME6lCT3UfTrORwnX5+/oX9fjVHXrpsTX
pwIDAQAB
-----END PUBLIC KEY-----`;
