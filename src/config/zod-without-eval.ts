/**
 * Zod compiles object parsers with `new Function` unless told not to, and under the Content-Security-Policy of
 * firebase.json (no 'unsafe-eval') even its probe for that is a reported violation. Imported first by main.tsx:
 * a schema reads this setting when it is built, so it must be set before any module builds one.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig`, shared by every copy of it; writing that object
 * here keeps zod itself out of the entry chunk (importing `config` brings 3 KiB gzip of its core).
 * zod-without-eval.test.ts checks that zod's own `config()` reads the setting, so an upgrade that moves it fails
 * the tests instead of the Content-Security-Policy.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
