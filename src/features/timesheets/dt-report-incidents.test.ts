import type { IncidentLike } from '../../domain/incidents/incidents';
import { dtReportTable, emptyReportText, type DtReportInput } from './dt-reports';
import { incidentsReport, NO_INCIDENTS_TEXT } from './dt-report-incidents';

const TZ = 'America/Santiago';
const NOW = new Date('2026-11-20T15:00:00.000Z');

const incident = (start: string, end: string | null, fields: Partial<IncidentLike> = {}): IncidentLike => ({
  tenantId: null,
  start: new Date(start),
  end: end === null ? null : new Date(end),
  description: 'Caída del servicio de marcación',
  origin: 'manual',
  ...fields,
});

/** The period 16–18 Nov 2026 in Santiago (UTC−3): from 03:00Z of the 16th to 03:00Z of the 19th. */
const input = (incidents: IncidentLike[]): DtReportInput => ({
  kind: 'incidentes',
  from: '2026-11-16',
  to: '2026-11-18',
  days: [],
  people: new Map(),
  holidays: new Map(),
  corrections: [],
  incidents,
  personId: null,
  workplaceId: null,
  workplaces: [],
  timeZone: TZ,
  now: NOW,
});

describe('report f), the technical-incident log (Res. Ex. N° 38 art. 27 f)', () => {
  it('lists the incidents overlapping the period, oldest first, with start and end in dd/mm/aa hh:mm:ss, the duration in h:mm:ss, the description and the origin (Res. Ex. N° 38 art. 27 f)', () => {
    const table = dtReportTable(
      input([
        incident('2026-11-17T13:05:09.000Z', '2026-11-17T14:47:13.000Z', {
          description: 'Corte del proveedor de internet',
          tenantId: 't1',
        }),
        // Started before the period, ended inside it.
        incident('2026-11-16T02:30:00.000Z', '2026-11-16T03:10:00.000Z', {
          origin: 'sistema',
          description: 'Firma de comprobantes detenida',
        }),
        // Before and after the period: left out.
        incident('2026-11-15T10:00:00.000Z', '2026-11-15T11:00:00.000Z'),
        incident('2026-11-19T03:00:00.000Z', null),
      ]),
    );
    expect(table.title).toBe('Registro de incidentes técnicos');
    expect(table.columns).toEqual(['Inicio', 'Término', 'Duración', 'Descripción', 'Origen']);
    expect(table.rows).toEqual([
      ['15/11/26 23:30:00', '16/11/26 00:10:00', '0:40:00', 'Firma de comprobantes detenida', 'Sistema'],
      ['17/11/26 10:05:09', '17/11/26 11:47:13', '1:42:04', 'Corte del proveedor de internet', 'Manual'],
    ]);
  });

  it('shows an incident still lasting as en curso, its duration until now (Res. Ex. N° 38 art. 27 f)', () => {
    const { rows } = incidentsReport({
      title: 'Registro de incidentes técnicos',
      incidents: [incident('2026-11-18T12:00:00.000Z', null)],
      from: '2026-11-18',
      to: '2026-11-18',
      timeZone: TZ,
      now: NOW,
    });
    expect(rows).toEqual([
      ['18/11/26 09:00:00', 'En curso', '51:00:00', 'Caída del servicio de marcación', 'Manual'],
    ]);
  });

  it('says so literally when no incident overlaps the period (Res. Ex. N° 38 art. 27 f)', () => {
    const table = dtReportTable(input([incident('2026-11-10T10:00:00.000Z', '2026-11-10T11:00:00.000Z')]));
    expect(table.rows).toEqual([[NO_INCIDENTS_TEXT, '', '', '', '']]);
    expect(emptyReportText(table)).toBe('Sin incidentes técnicos en el periodo consultado');
    expect(dtReportTable({ ...input([]), incidents: undefined }).rows).toEqual([
      [NO_INCIDENTS_TEXT, '', '', '', ''],
    ]);
  });
});
