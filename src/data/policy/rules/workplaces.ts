/** Lugares de trabajo (workplace-write.ts, domain/workplaces/workplaces.ts): the name and the full address. */
import { REGION_CODES } from '../../../domain/chile/regions';
import { WORKPLACE_LIMITS } from '../../../domain/workplaces/workplaces';
import { WORKPLACE_FIELDS, WORKPLACE_REQUIRED_TEXT } from '../workplace-write';
import { alignedList, rules } from './syntax';

const [firstRegion] = REGION_CODES;
const lastRegion = REGION_CODES[REGION_CODES.length - 1];

/** The required texts, each within its size (WORKPLACE_LIMITS). */
const requiredTexts = () =>
  WORKPLACE_REQUIRED_TEXT.map(
    (field) => `    && text(data.get('${field}', null), ${WORKPLACE_LIMITS[field]})`,
  ).join('\n');

export function workplacesBlock(): string {
  if (firstRegion === undefined || lastRegion === undefined) throw new Error('no regions');
  if (REGION_CODES.some((code, index) => code !== firstRegion + index))
    throw new Error('the region codes are not a range');
  return rules`
// validateWorkplaceWrite: a name and the address Res. Ex. N° 38 art. 13 prints (street, number, optional unit,
// comuna, city), the region a CUT code ${firstRegion}–${lastRegion}, an optional archived flag; signed by the caller.
function validWorkplace(data) {
${alignedList('  return data.keys().hasOnly(', WORKPLACE_FIELDS, ')')}
    && stampedByCaller(data)
${requiredTexts()}
    && optionalText(data, 'unit', ${WORKPLACE_LIMITS.unit})
    && data.get('region', null) is int && data.region >= ${firstRegion} && data.region <= ${lastRegion}
    && data.get('archived', false) is bool;
}`;
}
