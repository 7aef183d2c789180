import { copySourceDay, copySourceDays, copyWeekChanges } from './copy-week';
import { cellAt, movedFocus, positionOf, rangeKeys, selectedCells, toggleKey } from './selection';

const grid = {
  rowIds: ['ana', 'beto', 'carla'],
  days: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'],
};

describe('grid selection', () => {
  it('names cells by person and day and finds them back', () => {
    expect(cellAt(grid, { row: 1, col: 2 })).toEqual({ userId: 'beto', day: '2026-11-18' });
    expect(cellAt(grid, { row: 3, col: 0 })).toBeNull();
    expect(positionOf(grid, { userId: 'carla', day: '2026-11-16' })).toEqual({ row: 2, col: 0 });
    expect(positionOf(grid, { userId: 'nadie', day: '2026-11-16' })).toBeNull();
  });

  it('selects the rectangle between two cells, whichever is first', () => {
    const expected = ['ana|2026-11-17', 'ana|2026-11-18', 'beto|2026-11-17', 'beto|2026-11-18'];
    expect(rangeKeys(grid, { row: 0, col: 1 }, { row: 1, col: 2 })).toEqual(expected);
    expect(rangeKeys(grid, { row: 1, col: 2 }, { row: 0, col: 1 })).toEqual(expected);
  });

  it('toggles one cell', () => {
    const one = toggleKey(new Set(), 'ana|2026-11-16');
    expect([...one]).toEqual(['ana|2026-11-16']);
    expect([...toggleKey(one, 'ana|2026-11-16')]).toEqual([]);
  });

  it('lists the selected cells that are shown, in grid order', () => {
    const selection = new Set(['beto|2026-11-16', 'ana|2026-11-19', 'zoe|2026-11-16', 'ana|2026-11-30']);
    expect(selectedCells(grid, selection)).toEqual([
      { userId: 'ana', day: '2026-11-19' },
      { userId: 'beto', day: '2026-11-16' },
    ]);
  });

  it('moves the focus with the arrows, Home/End and pages, never out of the grid', () => {
    const at = { row: 1, col: 1 };
    expect(movedFocus(at, 'ArrowUp', grid)).toEqual({ row: 0, col: 1 });
    expect(movedFocus(at, 'ArrowDown', grid)).toEqual({ row: 2, col: 1 });
    expect(movedFocus(at, 'ArrowLeft', grid)).toEqual({ row: 1, col: 0 });
    expect(movedFocus(at, 'ArrowRight', grid)).toEqual({ row: 1, col: 2 });
    expect(movedFocus({ row: 0, col: 0 }, 'ArrowUp', grid)).toEqual({ row: 0, col: 0 });
    expect(movedFocus({ row: 2, col: 3 }, 'ArrowRight', grid)).toEqual({ row: 2, col: 3 });
    expect(movedFocus(at, 'Home', grid)).toEqual({ row: 1, col: 0 });
    expect(movedFocus(at, 'End', grid)).toEqual({ row: 1, col: 3 });
    expect(movedFocus(at, 'End', grid, { ctrl: true })).toEqual({ row: 2, col: 3 });
    expect(movedFocus(at, 'PageDown', grid, { pageRows: 10 })).toEqual({ row: 2, col: 1 });
    expect(movedFocus(at, 'a', grid)).toBeNull();
    expect(movedFocus(at, 'ArrowUp', { rowIds: [], days: grid.days })).toBeNull();
  });
});

describe('Copiar semana anterior', () => {
  it('reads the 7 days before the first shown day', () => {
    expect(copySourceDays('2026-11-16')).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
    ]);
  });

  it('gives each day the source day of its weekday, across a month of weeks', () => {
    expect(copySourceDay('2026-11-16', '2026-11-16')).toBe('2026-11-09');
    expect(copySourceDay('2026-11-16', '2026-11-22')).toBe('2026-11-15');
    // A month starting on a Tuesday: every Tuesday takes the Tuesday before the month.
    expect(copySourceDay('2026-12-01', '2026-12-08')).toBe('2026-11-24');
    expect(copySourceDay('2026-12-01', '2026-12-31')).toBe('2026-11-26');
  });

  it('copies working days and days off to every shown person and day', () => {
    const night = { timeSlots: [{ startTime: '22:00', endTime: '06:00' }], shiftId: 'n', lunchMinutes: 30 };
    const source = (userId: string, day: string) => (userId === 'ana' && day === '2026-11-09' ? night : null);
    const changes = copyWeekChanges(['ana', 'beto'], ['2026-11-16', '2026-11-17'], source);
    expect(changes).toEqual([
      { userId: 'ana', day: '2026-11-16', target: night },
      { userId: 'ana', day: '2026-11-17', target: null },
      { userId: 'beto', day: '2026-11-16', target: null },
      { userId: 'beto', day: '2026-11-17', target: null },
    ]);
    expect(copyWeekChanges(['ana'], [], source)).toEqual([]);
  });
});
