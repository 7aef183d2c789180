import { csvFile } from '../../lib/export/csv';
import { tableRecords } from '../../lib/export/table';
import { buildLead } from '../../testing/data-builders';
import { LEAD_EXPORT_COLUMNS, leadsTable } from './lead-export';

describe('leadsTable', () => {
  const leads = [
    buildLead({
      name: 'Ana Pérez',
      company: 'Almacén; Don Pepe',
      email: 'ana@almacen.cl',
      phone: '+56 9 1234 5678',
      employees: 12,
      message: '=HYPERLINK("x")',
      status: 'demo',
      createdAt: new Date('2026-11-27T13:15:00.000Z'),
    }),
    buildLead({ id: 'l2', name: 'Luis', tenantId: 'ferreteria', status: 'ganado' }),
  ];

  it('writes one row per lead with the table’s columns, the time in the zone', () => {
    const table = leadsTable(leads, 'America/Santiago');
    expect(table.columns).toEqual(LEAD_EXPORT_COLUMNS);
    expect(table.rows[0]).toEqual([
      'Ana Pérez',
      'Almacén; Don Pepe',
      'ana@almacen.cl',
      '+56 9 1234 5678',
      12,
      'Demostración',
      '27-11-2026 10:15',
      '=HYPERLINK("x")',
      null,
    ]);
    expect(table.rows[1]?.[5]).toBe('Ganado');
    expect(table.rows[1]?.[8]).toBe('ferreteria');
  });

  it('becomes a CSV Excel opens in columns, with typed formulas made inert', () => {
    const csv = csvFile(tableRecords(leadsTable(leads.slice(0, 1), 'America/Santiago')));
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(LEAD_EXPORT_COLUMNS.join(';'));
    expect(row).toBe(
      `Ana Pérez;"Almacén; Don Pepe";ana@almacen.cl;'+56 9 1234 5678;12;Demostración;27-11-2026 10:15;"'=HYPERLINK(""x"")";`,
    );
  });
});
