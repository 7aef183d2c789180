import { buildLead } from '../../testing/data-builders';
import { filterLeads, groupByStatus, matchesSearch, normalizeSearch } from './lead-search';

const lead = (id: string, days: number, overrides: Parameters<typeof buildLead>[0] = {}) =>
  buildLead({ id, createdAt: new Date(Date.UTC(2026, 10, 1 + days)), ...overrides });

describe('normalizeSearch', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normalizeSearch('  Carolina   PEÑA  ')).toBe('carolina pena');
    expect(normalizeSearch('Ibáñez Ñuñoa Üñïcödé')).toBe('ibanez nunoa unicode');
  });
});

describe('matchesSearch', () => {
  const ana = { name: 'Ana Pérez', company: 'Almacén Don Pepe', email: 'ana@almacen.cl' };

  it('finds the name, the company or the e-mail, whatever the accents and case', () => {
    for (const search of ['perez', 'PÉREZ', 'almacen don', 'ana@alma', 'pepe ana', '', '   ']) {
      expect(matchesSearch(ana, search), search).toBe(true);
    }
  });

  it('needs every word typed', () => {
    expect(matchesSearch(ana, 'ana ferreteria')).toBe(false);
    expect(matchesSearch(ana, 'rojas')).toBe(false);
  });
});

describe('filterLeads', () => {
  const leads = [
    lead('a', 1, { name: 'Ana Pérez', status: 'nuevo' }),
    lead('b', 3, { name: 'Bruno Díaz', status: 'demo' }),
    lead('c', 2, { name: 'Carla Peña', status: 'nuevo' }),
  ];

  it('keeps the leads of the status and the search, newest first', () => {
    expect(filterLeads(leads, { search: '', status: '' }).map((l) => l.id)).toEqual(['b', 'c', 'a']);
    expect(filterLeads(leads, { search: '', status: 'nuevo' }).map((l) => l.id)).toEqual(['c', 'a']);
    expect(filterLeads(leads, { search: 'pena', status: '' }).map((l) => l.id)).toEqual(['c']);
    expect(filterLeads(leads, { search: 'diaz', status: 'nuevo' })).toEqual([]);
  });
});

describe('groupByStatus', () => {
  it('gives every status a column, in pipeline order, newest first', () => {
    const columns = groupByStatus([
      lead('a', 1, { status: 'ganado' }),
      lead('b', 5, { status: 'nuevo' }),
      lead('c', 9, { status: 'nuevo' }),
    ]);
    expect(Object.keys(columns)).toEqual(['nuevo', 'contactado', 'demo', 'propuesta', 'ganado', 'perdido']);
    expect(columns.nuevo.map((l) => l.id)).toEqual(['c', 'b']);
    expect(columns.ganado.map((l) => l.id)).toEqual(['a']);
    expect(columns.perdido).toEqual([]);
  });
});
