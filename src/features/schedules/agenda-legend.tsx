import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import { ABSENCE_TYPES, ABSENCE_TYPE_LABEL } from '../../domain/labels';
import { compactSlot, UNPLANNED_MARK } from './agenda-cell-text';
import { AbsenceIcon, HolidayIcon } from './agenda-icons';

const SAMPLE_SLOT = compactSlot({ startTime: '09:00', endTime: '18:00' });

interface Entry {
  key: string;
  /** What the cell shows; hidden from screen readers, which read the meaning and, in the grid, each day's name. */
  sample: ReactNode;
  meaning: string;
}

const ENTRIES: readonly Entry[] = [
  {
    key: 'today',
    sample: (
      <Box
        component="span"
        sx={{
          width: 24,
          height: 24,
          lineHeight: '24px',
          borderRadius: '12px',
          textAlign: 'center',
          fontWeight: 700,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        1
      </Box>
    ),
    meaning: 'Hoy',
  },
  {
    key: 'slot',
    sample: SAMPLE_SLOT,
    meaning: `Turno: ${SAMPLE_SLOT} es de 09:00 a 18:00; «+1», un turno más ese día`,
  },
  { key: 'unplanned', sample: UNPLANNED_MARK, meaning: 'Sin planificar' },
  { key: 'holiday', sample: <HolidayIcon size={20} />, meaning: 'Feriado' },
  ...ABSENCE_TYPES.map((type) => ({
    key: type,
    sample: <AbsenceIcon absence={{ type, status: 'aprobada' }} size={20} />,
    meaning: ABSENCE_TYPE_LABEL[type],
  })),
  {
    key: 'pending',
    sample: <AbsenceIcon absence={{ type: 'vacaciones', status: 'pendiente' }} size={20} />,
    meaning: 'Ícono sin relleno: solicitud pendiente de aprobación',
  },
];

/** What the marks of the month grid mean: visible to everyone, a titled list for screen readers. */
export function AgendaLegend() {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} component="h3" variant="subtitle2" sx={{ fontWeight: 600, mb: 0.5 }}>
        Leyenda
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {ENTRIES.map(({ key, sample, meaning }) => (
          <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 28 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                flex: '0 0 40px',
                display: 'flex',
                justifyContent: 'center',
                fontSize: 12,
                fontVariantNumeric: 'tabular-nums',
                color: 'text.secondary',
              }}
            >
              {sample}
            </Box>
            <Typography component="span" variant="body2">
              {meaning}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
