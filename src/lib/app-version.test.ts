import { readFileSync } from 'node:fs';

import { APP_VERSION, versionLine } from './app-version';

describe('the software version (Res. Ex. N° 38 art. 17)', () => {
  it('is package.json’s version, printed with the provider’s name', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
    expect(versionLine()).toBe(`Asiste, versión ${pkg.version}`);
  });
});
