/**
 * The software's version as the portal de fiscalización shows it (Res. Ex. N° 38 art. 17: the provider's name and
 * the software version on display). It is package.json's `version`; a unit test keeps the two equal.
 */
export const APP_NAME = 'Asiste';
export const APP_VERSION = '0.1.0';

/** `Asiste, versión 0.1.0`: the line the portal prints. */
export function versionLine(): string {
  return `${APP_NAME}, versión ${APP_VERSION}`;
}
