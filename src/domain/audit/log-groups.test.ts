import { groupBulk, groupSentence } from './log-groups';

const at = (second: number) => new Date(Date.UTC(2026, 10, 18, 15, 0, second));
const entry = (id: string, actorId: string, action: string, createdAt: Date) => ({
  id,
  actorId,
  action,
  createdAt,
});

describe('groupBulk', () => {
  it('issue #47 item 6: a bulk approval (one entry per line, seconds apart) is one group between single acts', () => {
    const approvals = Array.from({ length: 513 }, (_, i) =>
      entry(`ot-${i}`, 'admin', 'overtime.approve', new Date(at(50).getTime() - i * 50)),
    );
    const items = groupBulk([
      entry('close', 'admin', 'period.close', at(59)),
      ...approvals,
      entry('propose', 'admin', 'correction.propose', new Date(Date.UTC(2026, 10, 18, 14, 0))),
    ]);
    expect(items.map((item) => item.kind)).toEqual(['single', 'group', 'single']);
    const group = items[1];
    expect(group?.kind === 'group' ? group.entries.length : 0).toBe(513);
    expect(group?.kind === 'group' ? group.entries[0]?.id : '').toBe('ot-0');
  });

  it('issue #47 item 6: another person, another action or a minute apart breaks the run', () => {
    const items = groupBulk([
      entry('a', 'admin', 'overtime.approve', at(30)),
      entry('b', 'other', 'overtime.approve', at(29)),
      entry('c', 'admin', 'overtime.reject', at(28)),
      entry('d', 'admin', 'overtime.reject', at(27)),
      entry('e', 'admin', 'overtime.reject', new Date(at(27).getTime() - 60_000)),
    ]);
    expect(
      items.map((item) => (item.kind === 'group' ? item.entries.map((e) => e.id) : item.entry.id)),
    ).toEqual(['a', 'b', ['c', 'd'], 'e']);
  });
});

describe('groupSentence', () => {
  it('issue #47 item 6: a group says what was done and how many times', () => {
    expect(groupSentence('overtime.approve', 513)).toBe('Aprobó 513 líneas de horas extras');
    expect(groupSentence('holiday.create', 16)).toBe('Agregó 16 feriados');
    expect(groupSentence('overtime.reject', 1200)).toBe('Rechazó 1.200 líneas de horas extras');
    expect(groupSentence('payroll.update', 3)).toBe('3 registros: Remuneraciones modificadas');
  });
});
