/**
 * Small static mock-ups of the real screens, drawn with boxes and text: no images to download, no chart library.
 * Each is one `role="img"` with a Spanish description, so a screen reader hears one sentence instead of a grid
 * of numbers (ARIA makes an image's children presentational). The payslip figures are the worked example of the
 * payroll reference (§13: $900.000 at 42 h, 4 overtime hours, October 2026), so they add up to the peso.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import type { ReactNode } from 'react';

import { formatCLP } from '../../domain/format/numbers';
import type { FeatureId } from './landing-content';

const frame: SxProps<Theme> = {
  width: '100%',
  maxWidth: 340,
  mx: 'auto',
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 3,
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontSize: 13,
  lineHeight: 1.45,
};

function Preview({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label} sx={[frame, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

function Small({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return (
    <Typography
      component="span"
      sx={{ display: 'block', fontSize: 12, color: strong ? 'text.primary' : 'text.secondary' }}
    >
      {children}
    </Typography>
  );
}

function PhonePreview() {
  return (
    <Preview
      label="Vista previa de la pantalla de marcas en el celular: el botón Registrar entrada y el comprobante con la hora del servidor y su código de verificación."
      sx={{ maxWidth: 260, borderRadius: 6, borderWidth: 6, px: 2, py: 3 }}
    >
      <Small>Miércoles 18 de noviembre</Small>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 15, mt: 0.5 }}>
        Turno de mañana · 09:00 – 18:00
      </Typography>
      <Box
        sx={{
          mt: 2,
          py: 1.25,
          borderRadius: 2,
          textAlign: 'center',
          fontWeight: 700,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        Registrar entrada
      </Box>
      <Box sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Small strong>Comprobante de marca</Small>
        <Small>Entrada · 18/11/26 08:57:12 (hora del servidor)</Small>
        <Small>Código de verificación</Small>
        <Typography component="span" sx={{ display: 'block', fontFamily: 'monospace', fontWeight: 700 }}>
          7KQ2-9XMD-3P4A-HF61
        </Typography>
      </Box>
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
const cell = { textAlign: 'center', py: 0.5 } as const;

function PlanPreview() {
  return (
    <Preview label="Vista previa de la planificación semanal: Camila suma 42 horas y Rosa 40, dentro del límite; Diego suma 44 y Asiste avisa que supera el límite semanal de 42 horas.">
      <Small strong>Semana del 16 al 22 de noviembre</Small>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '56px repeat(7, minmax(0, 1fr)) 52px',
          mt: 1,
          fontSize: 12,
          '& > *': { borderBottom: 1, borderColor: 'divider' },
        }}
      >
        <span />
        {DAYS.map((day, index) => (
          <Box key={index} sx={{ ...cell, color: 'text.secondary' }}>
            {day}
          </Box>
        ))}
        <Box sx={{ ...cell, color: 'text.secondary' }}>Total</Box>
        {WEEK.flatMap(({ name, hours }) => {
          const total = hours.reduce((sum, h) => sum + h, 0);
          const over = total > WEEKLY_LIMIT;
          return [
            <Box key={`${name}-name`} sx={{ py: 0.5, fontWeight: 600 }}>
              {name}
            </Box>,
            ...DAYS.map((_, day) => (
              <Box key={`${name}-${day}`} sx={cell}>
                {hours[day] ?? '–'}
              </Box>
            )),
            <Box
              key={`${name}-total`}
              sx={{
                ...cell,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.25,
                fontWeight: 700,
              }}
            >
              {total} h
              {over ? (
                <WarningIcon sx={{ fontSize: 14, color: 'warning.main' }} />
              ) : (
                <CheckCircleIcon sx={{ fontSize: 14, color: 'success.main' }} />
              )}
            </Box>,
          ];
        })}
      </Box>
      <Box sx={{ mt: 1.5, p: 1, borderRadius: 1, borderLeft: 4, borderColor: 'warning.main' }}>
        <Small strong>Diego: Supera el límite semanal de 42 h (44 h planificadas)</Small>
      </Box>
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
      <Box sx={{ mt: 1 }}>
        {PAYSLIP.map(({ label, value }) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <span>{label}</span>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Box>
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            pt: 1,
            fontWeight: 700,
            fontSize: 15,
          }}
        >
          <span>Líquido a pagar</span>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCLP(1_002_277)}
          </Box>
        </Box>
      </Box>
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
