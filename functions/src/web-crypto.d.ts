// The shared code (src/domain, src/data) names Web Crypto's `CryptoKey`, a DOM type; in Node it is the same
// class, exported by node:crypto's webcrypto (the global `crypto` the functions call).
import type { webcrypto } from 'node:crypto';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
}
