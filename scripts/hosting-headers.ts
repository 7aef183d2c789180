/**
 * Firebase Hosting's response headers as firebase.json declares them, read the way Hosting applies them: every
 * rule whose `source` glob matches the path adds its headers. Shared by the unit test that keeps the CSP in step
 * with index.html (tests/unit/hosting-headers.test.ts) and the E2E test that serves the built app under exactly
 * these headers (e2e/auth-emulator/hosting-headers.spec.ts). Pure: callers read the files.
 */
import { createHash } from 'node:crypto';

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The `hosting.headers` rules of a parsed firebase.json. */
export function hostingHeaderRules(firebaseJson: unknown): HostingHeaderRule[] {
  const hosting = (firebaseJson as { hosting?: { headers?: HostingHeaderRule[] } }).hosting;
  return hosting?.headers ?? [];
}

/** A Hosting glob as a RegExp over the URL path: `**` any run of characters, `*` and `?` within a segment. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob.charAt(i);
    if (char === '*' && glob.charAt(i + 1) === '*') {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** The headers Hosting sends for `path` (a later rule overrides an earlier one's key). */
export function headersFor(rules: readonly HostingHeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** A CSP as directive → sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** A CSP from directives, in their order. */
export function formatCsp(directives: ReadonlyMap<string, readonly string[]>): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The CSP sources (`'sha256-…'`) that allow each inline (no `src`) `<script>` of an HTML page, in order. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}
