import { PUNCH_FIELD } from '../../domain/attendance/punches';
import { WALL_TIME } from '../../domain/attendance/punch-window';
import { FORMATTED_RUT } from '../../domain/chile/rut';
import { endOfMonthKey } from '../../domain/calendar/day-keys';
import { PATTERN_MAX_DAYS } from '../../domain/planning/patterns';
import { SHIFT_COLOR, SHIFT_LIMITS } from '../../domain/planning/plan';
import { LEAD_EMAIL_PATTERN } from './lead-write';
import { PAYROLL_PERIOD_PATTERN } from './payroll-write';
import { profilePhotoPath } from '../ports/photo-port';
import { DAY_KEY_PATTERN } from './planning-write';
import { LATER_PUNCHES } from './punch-write';
import { applyRulesBlocks, rulesBlocks, rulesPattern, rulesString, storageRulesBlocks } from './rules-blocks';

const blocks = rulesBlocks();
const block = (name: string) => blocks[name] ?? '';

/** The text of `function name(` in a generated block, to its closing brace. */
function ruleFunction(text: string, name: string): string {
  const start = text.indexOf(`function ${name}(`);
  expect(start, `no function ${name}`).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('\n}', start));
}

describe('rulesPattern', () => {
  const cases: readonly (readonly [string, RegExp, readonly string[]])[] = [
    [
      'FORMATTED_RUT',
      FORMATTED_RUT,
      [
        '12.345.678-5',
        '12.345.678-K',
        '1-9',
        '76543210-3',
        '012.345.678-5',
        '12.345.678-k',
        '12.34.678-5',
        '',
      ],
    ],
    [
      'DAY_KEY_PATTERN',
      DAY_KEY_PATTERN,
      ['2026-06-02', '2026-12-31', '2026-02-30', '2026-13-01', '2026-00-10', '2026-6-2', '2026-06-02T00', ''],
    ],
    [
      'SHIFT_COLOR',
      SHIFT_COLOR,
      ['#1976d2', '#ABCDEF', '1976d2', '#1976d', '#1976d2f', '#gggggg', 'red', ''],
    ],
    ['WALL_TIME', WALL_TIME, ['00:00', '09:05', '23:59', '24:00', '9:00', '09:60', '0900', ' 09:00', '']],
    [
      'PAYROLL_PERIOD_PATTERN',
      PAYROLL_PERIOD_PATTERN,
      ['2026-01', '2026-12', '2026-13', '2026-00', '26-01', ''],
    ],
  ];

  it.each(cases)(
    'writes %s without backslashes, accepting and refusing what it does',
    (_, pattern, samples) => {
      const written = rulesPattern(pattern);
      expect(written).not.toContain('\\');
      for (const sample of samples)
        expect(new RegExp(written).test(sample), sample).toBe(pattern.test(sample));
    },
  );

  it('writes white space as RE2’s class, and escaped metacharacters as classes of themselves', () => {
    expect(rulesPattern(LEAD_EMAIL_PATTERN)).toBe('^[^@[:space:]]+@[^@[:space:]]+[.][^@[:space:]]+$');
    expect(rulesPattern(new RegExp('^a\\s\\.[\\.\\d]\\?$'))).toBe('^a[[:space:]][.][.0-9][?]$');
  });

  it('refuses an escape or a flag it cannot write, and a string the rules cannot hold', () => {
    expect(() => rulesPattern(/^\w+$/)).toThrow(/backslashes/);
    expect(() => rulesPattern(/^a$/i)).toThrow(/flags/);
    expect(() => rulesString("it's")).toThrow(/rules string/);
  });
});

describe('the generated blocks', () => {
  it('state every employee-file field of the users block, with its bounds', () => {
    const users = block('users');
    expect(users).toContain('(d.payAmount is int && d.payAmount >= 0 && d.payAmount <= 100000000)');
    expect(users).toContain('(d.contractWeeklyHours is number && d.contractWeeklyHours >= 1');
    expect(users).toContain("d.get('afp', null) in [null, 'capital', 'cuprum'");
  });

  it('hold a changed photo to validPhotoURL, from the person and from a manager', () => {
    const users = block('users');
    expect(ruleFunction(users, 'validProfile')).toContain('validPhotoURL(d, uid)');
    expect(ruleFunction(users, 'validOwnProfile')).toContain('validProfile(');
    expect(ruleFunction(users, 'validUserUpdate')).toContain('validProfile(');
  });

  it('guard the photo path the adapters write to, in storage.rules', () => {
    const photos = storageRulesBlocks().photos ?? '';
    expect(photos).toContain(`match /${profilePhotoPath({ tenantId: '{tenantId}', uid: '{uid}' })} {`);
  });

  it('let a superuser change what an admin may, and disable the tenant', () => {
    expect(ruleFunction(block('tenants'), 'validTenantUpdate')).toContain(
      "fields.hasOnly(superuser ? editable.concat(['disabled']) : editable)",
    );
  });

  it('punch each later punch after the one LATER_PUNCHES names', () => {
    const update = ruleFunction(block('punches'), 'validPunchUpdate');
    for (const { kind, after } of LATER_PUNCHES)
      expect(update).toContain(`punched('${PUNCH_FIELD[kind]}', '${kind}', '${after}')`);
  });

  it('end every month as the calendar does, February by the year', () => {
    const lengths = /string\(\[31, year % 4 == 0 \? 29 : 28, ([\d, ]+)\]/.exec(block('payroll'))?.[1];
    const common = Array.from({ length: 12 }, (_, index) =>
      Number(endOfMonthKey(`2025-${String(index + 1).padStart(2, '0')}-01`).slice(8)),
    );
    expect([31, 28, ...(lengths ?? '').split(', ').map(Number)]).toEqual(common);
  });

  it('know a Monday by its UTC midnight', () => {
    const [, week = '', monday = ''] = /% (\d+) == (\d+);/.exec(block('sign-off')) ?? [];
    for (const day of ['2026-06-01', '2024-12-30', '1970-01-05'])
      expect(Date.parse(`${day}T00:00:00Z`) % Number(week), day).toBe(Number(monday));
    expect(Date.parse('2026-06-02T00:00:00Z') % Number(week)).not.toBe(Number(monday));
  });

  it('judge every slot a list may hold and every day a pattern may hold, by index', () => {
    const planning = block('planning');
    const slots = [...ruleFunction(planning, 'validSlots').matchAll(/validSlot\(slots\[(\d+)\]\)/g)];
    expect(slots.map((match) => Number(match[1]))).toEqual([...Array(SHIFT_LIMITS.maxSlots).keys()]);
    const days = [...ruleFunction(planning, 'validPattern').matchAll(/patternDay\(days, (\d+)\)/g)];
    expect(days.map((match) => Number(match[1]))).toEqual([...Array(PATTERN_MAX_DAYS).keys()]);
  });
});

describe('applyRulesBlocks', () => {
  const marked = (name: string, body = '') =>
    [
      `    // ---- generated: ${name} (npm run rules:generate) ----`,
      ...(body === '' ? [] : [body]),
      `    // ---- end generated: ${name} ----`,
    ].join('\n');

  it('replaces what stands between the markers, and changes nothing the second time', () => {
    const once = applyRulesBlocks(marked('a', '    stale'), { a: 'function a() {\n  return true;\n}' });
    expect(once).toBe(marked('a', '    function a() {\n      return true;\n    }'));
    expect(applyRulesBlocks(once, { a: 'function a() {\n  return true;\n}' })).toBe(once);
  });

  it('fails when a block’s markers are missing, or when the file marks a block no table gives', () => {
    expect(() => applyRulesBlocks('no markers', { a: '' })).toThrow(/no generated block 'a'/);
    expect(() => applyRulesBlocks(`${marked('a')}\n${marked('gone')}`, { a: '' })).toThrow(/'gone'/);
  });
});
