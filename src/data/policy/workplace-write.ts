/**
 * Field checks of a Lugar de trabajo (workplaces/{id}): the name and the full address Res. Ex. N° 38 art. 13
 * prints, each within WORKPLACE_LIMITS, the region a CUT code, an optional archived flag, signed by the caller
 * (stampVerdict) so the server logs the act. firestore.rules `validWorkplace` says the same (rules/workplaces.ts).
 */
import { isRegionCode } from '../../domain/chile/regions';
import { WORKPLACE_LIMITS } from '../../domain/workplaces/workplaces';
import {
  allowIf,
  firstDenial,
  onlyKeys,
  optionalText,
  requiredText,
  type Data,
  type Verdict,
} from './verdicts';

export const WORKPLACE_FIELDS = [
  'tenantId',
  'name',
  'street',
  'number',
  'unit',
  'comuna',
  'city',
  'region',
  'archived',
  'updatedBy',
  'updatedAt',
] as const;

/** The text fields a workplace must hold, each non-empty within its size. */
export const WORKPLACE_REQUIRED_TEXT = ['name', 'street', 'number', 'comuna', 'city'] as const;

const WORKPLACE_KEYS: ReadonlySet<string> = new Set(WORKPLACE_FIELDS);

export function validateWorkplaceWrite(_before: Data | null, after: Data): Verdict {
  const { region, archived } = after;
  return firstDenial([
    onlyKeys(after, WORKPLACE_KEYS),
    ...WORKPLACE_REQUIRED_TEXT.map((field) => requiredText(after, field, WORKPLACE_LIMITS[field])),
    optionalText(after, 'unit', WORKPLACE_LIMITS.unit),
    allowIf(isRegionCode(region), 'region must be a region code from 1 to 16'),
    allowIf(archived === undefined || typeof archived === 'boolean', 'archived must be absent or a boolean'),
  ]);
}
