// RSA public key matching the reference API's private key (api/keys/demo-private.pem).
// PUBLIC_KEY_PLACEHOLDER in the brief refers to this constant: import it, don't copy it.
export const RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAmozgZHDCuPaBIJdh5OjY
EP1fefsaVQTQyufiQ/FzHBeODdZikxedRPO9/vebErcbMCKTuzojmE1U7TKJecrU
RxVDa7fZEqEyjc4+Ql0Dj4eTrJaHTPR3JAtEiErTHMXa/iLj0p+xjqbJYnxCSkPx
PO2w9WjZLmAzvdqbTdffRVqnKTUY6risA/+c5v0zVC00WAq2ArqPYFDd4QFQVfYG
iiWYx/to9XnsFm+0HGsgqe94Xk5azm6e39fcMTiV/yfgpNWox7f5qJCpxGS5GnbS
Mj5NP6/ItI/sHxZxtR4PsgjQK1Ew2fz6ipysBfSyXohLM+zoIY1Bw5BJGjCGdA7I
jQIDAQAB
-----END PUBLIC KEY-----`;
