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
    sample: <span className="agenda-legend-today agenda-today-mark">1</span>,
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
    <section aria-labelledby={titleId} className="agenda-legend">
      <h3 id={titleId} className="agenda-legend-title">
        Leyenda
      </h3>
      <ul className="agenda-legend-list">
        {ENTRIES.map(({ key, sample, meaning }) => (
          <li key={key} className="agenda-legend-entry">
            <span aria-hidden className="agenda-legend-sample">
              {sample}
            </span>
            <span className="plain-body2">{meaning}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
