/**
 * The security headers firebase.json gives Hosting (security review L5). The CSP allows index.html's inline boot
 * script by its hash: an edit of that script without a new hash would leave the app without its boot skeleton's
 * theme and stuck notice, so this fails first. The E2E test e2e/auth-emulator/hosting-headers.spec.ts proves
 * the built app runs under these exact headers.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  globToRegExp,
  headersFor,
  hostingHeaderRules,
  inlineScriptHashes,
  parseCsp,
} from '../../scripts/hosting-headers';

const root = resolve(import.meta.dirname, '../..');
const rules = hostingHeaderRules(JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')));
const page = headersFor(rules, '/checkin');
const csp = parseCsp(page['Content-Security-Policy'] ?? '');
const sources = (directive: string) => csp.get(directive) ?? [];

describe('Hosting security headers (firebase.json)', () => {
  it("allows exactly index.html's inline scripts, by hash, and nothing inline or evaluated besides", () => {
    const html = readFileSync(resolve(root, 'index.html'), 'utf8');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    const allowed = sources('script-src').filter((source) => source.startsWith("'sha256-"));
    expect(allowed).toEqual(hashes);
    expect(sources('script-src')).toContain("'self'");
    expect(sources('script-src')).not.toContain("'unsafe-inline'");
    expect(sources('script-src')).not.toContain("'unsafe-eval'");
  });

  it('notices an edited inline script', () => {
    const html = readFileSync(resolve(root, 'index.html'), 'utf8');
    const edited = html.replace("localStorage.getItem('theme')", "localStorage.getItem('tema')");
    expect(edited).not.toBe(html);
    expect(sources('script-src')).not.toContain(inlineScriptHashes(edited)[0]);
  });

  it('closes what the app does not use: plugins, base tags, framing, other origins by default', () => {
    expect(sources('default-src')).toEqual(["'self'"]);
    expect(sources('object-src')).toEqual(["'none'"]);
    expect(sources('base-uri')).toEqual(["'self'"]);
    expect(sources('frame-ancestors')).toEqual(["'none'"]);
    // MUI's emotion injects <style> elements: styles need 'unsafe-inline', scripts never.
    expect(sources('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sources('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    for (const origin of [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://*.cloudfunctions.net',
      'https://content-firebaseappcheck.googleapis.com',
    ])
      expect(sources('connect-src')).toContain(origin);
    expect(sources('frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('sends the other security headers on every path, and long caching only on hashed assets', () => {
    const asset = headersFor(rules, '/assets/index-abc123.js');
    for (const headers of [page, asset, headersFor(rules, '/')]) {
      expect(headers).toMatchObject({
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=31536000; includeSubDomains$/);
    }
    const features = (page['Permissions-Policy'] ?? '').split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(features).toContain(`${feature}=()`);
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(page['Cache-Control']).toBeUndefined();
  });

  it('matches globs the way Hosting does', () => {
    expect(globToRegExp('**').test('/')).toBe(true);
    expect(globToRegExp('**').test('/a/b.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assets/x/y.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assetsx/y.js')).toBe(false);
    expect(globToRegExp('/*.svg').test('/favicon.svg')).toBe(true);
    expect(globToRegExp('/*.svg').test('/a/favicon.svg')).toBe(false);
  });
});
