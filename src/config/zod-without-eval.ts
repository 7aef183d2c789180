/**
 * Zod compiles object parsers with `new Function` unless told not to, and under the Content-Security-Policy of
 * firebase.json (no 'unsafe-eval') even its probe for that is a reported violation. Imported first by main.tsx:
 * a schema reads this setting when it is built, so it must be set before any module builds one.
 */
import { z } from 'zod';

z.config({ jitless: true });
