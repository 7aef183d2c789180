/**
 * Small static mock-ups of the real screens, drawn with boxes and text: no images to download, no chart library.
 * Each is one `role="img"` with a Spanish description, so a screen reader hears one sentence instead of a grid
 * of numbers (ARIA makes an image's children presentational). The payslip figures are the worked example of the
 * payroll reference (§13: $900.000 at 42 h, 4 overtime hours, October 2026), so they add up to the peso.
 */
import type { ReactNode } from 'react';

import { formatCLP } from '../../domain/format/numbers';
import { CheckCircleIcon, WarningIcon } from './icons';
import type { FeatureId } from './landing-content';

function Preview({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={className === undefined ? 'landing-preview' : `landing-preview ${className}`}
    >
      {children}
    </div>
  );
}

function Small({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <span className={strong ? 'landing-preview-small landing-preview-strong' : 'landing-preview-small'}>
      {children}
    </span>
  );
}

function PhonePreview() {
  return (
    <Preview
      label="Vista previa de la pantalla de marcas en el celular: el botón Registrar entrada y el comprobante con la hora del servidor y su código de verificación."
      className="landing-preview-phone"
    >
      <Small>Miércoles 18 de noviembre</Small>
      <span className="landing-preview-shift">Turno de mañana · 09:00 – 18:00</span>
      <div className="landing-preview-punch">Registrar entrada</div>
      <div className="landing-preview-receipt">
        <Small strong>Comprobante de marca</Small>
        <Small>Entrada · 18/11/26 08:57:12 (hora del servidor)</Small>
        <Small>Código de verificación</Small>
        <span className="landing-preview-code">7KQ2-9XMD-3P4A-HF61</span>
      </div>
    </Preview>
  );
}

const DAYS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'];
const WEEK: readonly { name: string; hours: readonly number[] }[] = [
  { name: 'Camila', hours: [9, 9, 8, 8, 8] },
  { name: 'Diego', hours: [9, 9, 9, 9, 8] },
  { name: 'Rosa', hours: [8, 8, 8, 8, 8] },
];
const WEEKLY_LIMIT = 42;

function PlanPreview() {
  return (
    <Preview label="Vista previa de la planificación semanal: Camila suma 42 horas y Rosa 40, dentro del límite; Diego suma 44 y Asiste avisa que supera el límite semanal de 42 horas.">
      <Small strong>Semana del 16 al 22 de noviembre</Small>
      <div className="landing-preview-week">
        <span />
        {DAYS.map((day, index) => (
          <div key={index} className="landing-preview-cell landing-preview-head">
            {day}
          </div>
        ))}
        <div className="landing-preview-cell landing-preview-head">Total</div>
        {WEEK.flatMap(({ name, hours }) => {
          const total = hours.reduce((sum, h) => sum + h, 0);
          const over = total > WEEKLY_LIMIT;
          return [
            <div key={`${name}-name`} className="landing-preview-name">
              {name}
            </div>,
            ...DAYS.map((_, day) => (
              <div key={`${name}-${day}`} className="landing-preview-cell">
                {hours[day] ?? '–'}
              </div>
            )),
            <div key={`${name}-total`} className="landing-preview-cell landing-preview-total">
              {total} h
              {over ? (
                <WarningIcon className="landing-preview-status landing-warning" />
              ) : (
                <CheckCircleIcon className="landing-preview-status landing-success" />
              )}
            </div>,
          ];
        })}
      </div>
      <div className="landing-preview-alert">
        <Small strong>Diego: Supera el límite semanal de 42 h (44 h planificadas)</Small>
      </div>
    </Preview>
  );
}

const PAYSLIP: readonly { label: string; value: string }[] = [
  { label: 'Días trabajados', value: '30' },
  { label: 'Sueldo base', value: formatCLP(900_000) },
  { label: 'Horas extras aprobadas (4 h)', value: formatCLP(30_000) },
  { label: 'Atrasos (0 min)', value: formatCLP(0) },
  { label: 'Gratificación legal', value: formatCLP(219_115) },
  { label: 'Colación y movilización', value: formatCLP(70_000) },
  { label: 'AFP, salud y seguro de cesantía', value: formatCLP(-216_838) },
];

function PayslipPreview() {
  return (
    <Preview label="Vista previa de una liquidación de octubre de 2026: 30 días trabajados, 4 horas extras aprobadas por $30.000, sin atrasos y un líquido a pagar de $1.002.277.">
      <Small strong>Liquidación de sueldo · octubre 2026</Small>
      <Small>Camila Rojas · jornada de 42 h</Small>
      <div className="landing-preview-lines">
        {PAYSLIP.map(({ label, value }) => (
          <div key={label} className="landing-preview-line">
            <span>{label}</span>
            <span className="landing-preview-amount">{value}</span>
          </div>
        ))}
        <div className="landing-preview-line landing-preview-net">
          <span>Líquido a pagar</span>
          <span className="landing-preview-amount">{formatCLP(1_002_277)}</span>
        </div>
      </div>
    </Preview>
  );
}

const PREVIEWS: Readonly<Record<FeatureId, () => ReactNode>> = {
  punch: PhonePreview,
  plan: PlanPreview,
  payslip: PayslipPreview,
};

export function FeaturePreview({ feature }: { feature: FeatureId }) {
  const Component = PREVIEWS[feature];
  return <Component />;
}
