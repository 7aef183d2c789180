/**
 * How a missing payroll parameter is named to the manager, in Spanish: the label (`UTM de noviembre de 2026`) and
 * the warning beside its field (`Falta la UTM de noviembre de 2026: ingrésala para esta remuneración.`).
 */
import { lastDayName, monthName } from './indicators';

interface Noun {
  /** As written mid-sentence. */
  text: string;
  feminine: boolean;
  plural: boolean;
  /** The manager can enter it in `Parámetros` for one run. */
  editable: boolean;
}

const noun = (text: string, feminine: boolean, plural = false, editable = true): Noun => ({
  text,
  feminine,
  plural,
  editable,
});

const NOUNS: Readonly<Record<string, Noun>> = {
  uf: noun('UF', true),
  utm: noun('UTM', true),
  minimumWage: noun('ingreso mínimo', false),
  pensionCapUf: noun('tope imponible AFP y salud', false),
  unemploymentCapUf: noun('tope del seguro de cesantía', false),
  afpCommission: noun('comisiones AFP', true, true),
  overtimeSurchargePercent: noun('recargo de horas extras', false),
  taxBrackets: noun('tabla del impuesto único', true, false, false),
  familyAllowance: noun('tramos de asignación familiar', false, true, false),
  unemploymentEmployerPercent: noun('cotización de cesantía del empleador', true),
  pensionReformPercent: noun('aporte del empleador de la Ley 21.735', false),
  sisPercent: noun('tasa SIS', true),
  workAccidentPercent: noun('cotización de la mutual', true),
};

const nounOf = (field: string): Noun => NOUNS[field] ?? noun(field, false);

/** `UTM de noviembre de 2026`; the UF is the month's last day's: `UF del 30 de noviembre de 2026`. */
export function missingLabel(field: string, period: string): string {
  const { text } = nounOf(field);
  const when = field === 'uf' ? `del ${lastDayName(period)}` : `de ${monthName(period)}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${when}`;
}

/** `Falta la UTM de noviembre de 2026: ingrésala para esta remuneración.` */
export function missingParameterWarning(missing: { field: string; label: string }): string {
  const { feminine, plural, editable } = nounOf(missing.field);
  const article = feminine ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
  const pronoun = feminine ? (plural ? 'las' : 'la') : plural ? 'los' : 'lo';
  const label = /^[A-Z]{2}/.test(missing.label)
    ? missing.label
    : `${missing.label.charAt(0).toLowerCase()}${missing.label.slice(1)}`;
  const what = `${plural ? 'Faltan' : 'Falta'} ${article} ${label}`;
  return editable
    ? `${what}: ingrésa${pronoun} para esta remuneración.`
    : `${what}: la tabla de indicadores no ${pronoun} tiene para este mes.`;
}
