// How many documents the managers' data loads read at 40 and at 2,000 people —
// the "before" numbers, for comparing later with summary documents. For each size it generates the scale tenant
// (src/data/adapters/demo/seed/scale.ts), loads it into an in-memory demo store (no IndexedDB; the store bills reads like
// Firestore: one per document returned, one for an empty result), signs in as the demo admin the way the read
// tests do, and runs each load once, cold, with the meter reset before it. The loads call the same functions the
// screens call (listed in LOADS); nothing of a screen is rendered.
//
// Usage: npx tsx scripts/measure-scale.ts [--people 40,2000] [--months 3] [--now 2026-11-18T13:00:00Z] [--seed 1]
import { parseArgs } from 'node:util';

import { DemoStore } from '../src/data/adapters/demo/demo-store';
import { DEMO_TENANT } from '../src/data/adapters/demo/demo-tenant';
import { summarizeDataset } from '../src/data/adapters/demo/seed/index';
import { generateScaleTenant } from '../src/data/adapters/demo/seed/scale';
import { createPayrollRun } from '../src/data/writes/payroll-writes';
import { COLLECTIONS, type CollectionName, type Tenant } from '../src/data/ports/collections';
import type { DocumentStore, WithId } from '../src/data/ports/document-store';
import type { PolicyCaller } from '../src/data/policy/policy-caller';
import { listPendingAbsences } from '../src/data/queries/absences';
import { listAttendanceRangeFromMonths } from '../src/data/queries/attendance-range';
import { listOpenCorrections } from '../src/data/queries/corrections';
import { listOvertimeRange } from '../src/data/queries/overtime';
import { listPeople } from '../src/data/queries/people';
import { namedRangeDays } from '../src/domain/attendance/attendance-view';
import { addMonthsToKey, startOfWeekKey } from '../src/domain/calendar/day-keys';
import { periodContaining } from '../src/domain/calendar/periods';
import { dayKey, zonedDayBounds } from '../src/domain/calendar/time-zone';
import { payrollParametersFor } from '../src/domain/payroll/parameters';
import { resolveThresholds } from '../src/domain/settings/tenant-settings';
import { loadAlertInput } from '../src/features/alerts/alert-sources';
import { loadMonthDraft } from '../src/features/payroll/payroll-month';
import { loadPlannerData } from '../src/features/planner/planner-repository';

const TENANT_ID = DEMO_TENANT.id;
/** The demo admin, as tests/unit/read-budgets.test.ts signs in. */
const ADMIN: PolicyCaller = { uid: 'demo-admin', claims: { role: 'admin', tenantId: TENANT_ID } };

interface Options {
  people: number[];
  months: number;
  now: Date;
  seed: number;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      people: { type: 'string', default: '40,2000' },
      months: { type: 'string', default: '3' },
      // A Wednesday, 10:00 in Santiago: the moment of the screens' read tests.
      now: { type: 'string', default: '2026-11-18T13:00:00.000Z' },
      seed: { type: 'string', default: '1' },
    },
  });
  const people = values.people.split(',').map((size) => Number(size.replace(/[_\s]/g, '')));
  const months = Number(values.months);
  const now = new Date(values.now);
  const seed = Number(values.seed);
  if (people.some((size) => !Number.isInteger(size) || size < 2))
    throw new Error(`--people: ${values.people}`);
  if (!Number.isInteger(months) || months < 1) throw new Error(`--months: ${values.months}`);
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed: ${values.seed}`);
  return { people, months, now, seed };
}

/** What a load may use: the store (metered per collection), the tenant as the screens hold it, and the moment. */
interface Context {
  store: DocumentStore;
  tenant: WithId<Tenant>;
  timeZone: string;
  now: Date;
  today: string;
}

/**
 * The tenant doc and useAttendanceDays' reads for the current month: the people and the month's range (the
 * months of copies, the corrections from their collection).
 */
function monthOfAttendanceDays(context: Context): Promise<unknown> {
  const { store, timeZone, today } = context;
  const { from, to } = namedRangeDays('mes', today);
  return Promise.all([
    readTenant(context),
    listPeople(store, TENANT_ID),
    listAttendanceRangeFromMonths(store, TENANT_ID, from, to, timeZone, { corrections: 'sources' }),
  ]);
}

interface Load {
  name: string;
  run: (context: Context) => Promise<unknown>;
}

/** The tenant doc, as TenantProvider watches it for every screen (one read). */
const readTenant = (context: Context) => context.store.get('tenants', TENANT_ID);

/**
 * Each screen's first load is what its hooks ask for, through the functions they call (the hooks themselves
 * need React). The screen loads include the tenant doc, as the read tests count it; the draft creation does not
 * (/remuneraciones has it already).
 */
const LOADS: readonly Load[] = [
  {
    // DashboardScreen: useTenant, usePeople and useDashboard (the week so far, the pending items, the week's
    // overtime); the onboarding checklist reads nothing for a tenant older than 60 days.
    name: '`/dashboard` first load',
    run: async (context) => {
      const { store, timeZone, today } = context;
      const monday = startOfWeekKey(today);
      return Promise.all([
        readTenant(context),
        listPeople(store, TENANT_ID),
        listAttendanceRangeFromMonths(store, TENANT_ID, monday, today, timeZone),
        listPendingAbsences(store, TENANT_ID),
        listOpenCorrections(store, TENANT_ID),
        listOvertimeRange(store, TENANT_ID, monday, today),
      ]);
    },
  },
  {
    // PlannerScreen: the tenant, then usePlannerData's queries (planner-repository.ts), as planner-reads.test.ts.
    name: '`/agenda` one week',
    run: async (context) => {
      const week = periodContaining('week', context.today);
      return Promise.all([
        readTenant(context),
        loadPlannerData(context.store, TENANT_ID, week, context.timeZone),
      ]);
    },
  },
  {
    // TimesheetsScreen at /asistencias/todas/mes: useTimesheets = useAttendanceDays (the people, the month's
    // range) + the open corrections, as timesheets-reads.test.ts.
    name: '`/asistencias` one month',
    run: async (context) =>
      Promise.all([monthOfAttendanceDays(context), listOpenCorrections(context.store, TENANT_ID)]),
  },
  {
    // AdherenceScreen at ?periodo=mes: useAttendanceDays (the same read), as adherence-reads.test.ts.
    name: '`/adherencia` one month',
    run: (context) => monthOfAttendanceDays(context),
  },
  {
    // tests/unit/read-budgets.test.ts: the tenant doc + loadAlertInput for today (the bell watches the same queries).
    name: "today's alert inputs",
    run: async (context) =>
      Promise.all([
        readTenant(context),
        loadAlertInput(context.store, TENANT_ID, zonedDayBounds(context.now, context.timeZone)),
      ]),
  },
  {
    // PayrollScreen's `Crear borrador`: loadMonthDraft, then createPayrollRun (its writes are not reads).
    name: 'payroll draft, last month',
    run: async (context) => {
      const { store, tenant, timeZone, now } = context;
      const period = addMonthsToKey(context.today, -1).slice(0, 7);
      const draft = await loadMonthDraft({
        store,
        tenantId: TENANT_ID,
        period,
        timeZone,
        thresholds: resolveThresholds(tenant.settings?.alertThresholds),
        now,
      });
      const { params, employer } = payrollParametersFor(period);
      await createPayrollRun(store, { uid: ADMIN.uid, tenantId: TENANT_ID }, period, {
        params,
        employer,
        lines: draft.lines,
      });
      return draft;
    },
  },
];

/** What a load billed per collection, and the time spent inside the store's reads. */
interface Tally {
  reads: Map<CollectionName, number>;
  storeMs: number;
}

/**
 * The store seen through a tally of what each collection bills (the store's own meter stays the total) and of
 * the time its reads take: the demo store answers a query synchronously, inside the call, so the time around the
 * call is the query's, apart from what the load computes with the documents.
 */
function metered(store: DocumentStore, tally: Tally): DocumentStore {
  const bill = <T>(collection: CollectionName, call: () => Promise<T>, count: (result: T) => number) => {
    const started = performance.now();
    const pending = call();
    tally.storeMs += performance.now() - started;
    return pending.then((result) => {
      tally.reads.set(collection, (tally.reads.get(collection) ?? 0) + count(result));
      return result;
    });
  };
  return new Proxy(store, {
    get(target, property) {
      if (property === 'get') {
        return (collection: CollectionName, id: string) =>
          bill(
            collection,
            () => target.get(collection, id),
            () => 1,
          );
      }
      if (property === 'list') {
        return (collection: CollectionName, query?: Parameters<DocumentStore['list']>[1]) =>
          bill(
            collection,
            () => target.list(collection, query as never),
            (docs) => Math.max(1, docs.length),
          );
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

interface LoadRow {
  load: string;
  people: number;
  reads: number;
  writes: number;
  ms: number;
  storeMs: number;
  breakdown: string;
}

interface SizeRow {
  people: number;
  generateMs: number;
  storeMs: number;
  heapMb: number;
  rssMb: number;
  counts: Record<CollectionName, number>;
}

const number = (value: number) => value.toLocaleString('en-US');
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

async function measure(size: number, opts: Options): Promise<{ size: SizeRow; loads: LoadRow[] }> {
  const { months, now, seed } = opts;
  let started = performance.now();
  const dataset = generateScaleTenant({ people: size, months, now, seed });
  const generateMs = performance.now() - started;
  const counts = summarizeDataset(dataset);

  started = performance.now();
  const store = new DemoStore({ getCaller: () => ADMIN, now: () => now, persistence: null, channel: null });
  // The privileged seed path: every document's values are checked as any write's, without the policy.
  await store.seedAll(dataset);
  const storeMs = performance.now() - started;
  const memory = process.memoryUsage();

  const tenant = store.privileged().get('tenants', TENANT_ID);
  if (tenant === null) throw new Error('the scale tenant has no tenant doc');
  const timeZone = tenant.timeZone;
  const loads: LoadRow[] = [];
  for (const load of LOADS) {
    const tally: Tally = { reads: new Map(), storeMs: 0 };
    const context: Context = {
      store: metered(store, tally),
      tenant,
      timeZone,
      now,
      today: dayKey(now, timeZone),
    };
    store.resetUsage();
    const loadStarted = performance.now();
    await load.run(context);
    const ms = performance.now() - loadStarted;
    const usage = store.usage();
    const tallied = [...tally.reads.values()].reduce((sum, reads) => sum + reads, 0);
    if (tallied !== usage.reads) {
      console.warn(`${load.name} at ${size}: the store billed ${usage.reads} reads, the tally ${tallied}`);
    }
    const breakdown = [...tally.reads.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([collection, reads]) => `${collection} ${number(reads)}`)
      .join(', ');
    loads.push({
      load: load.name,
      people: size,
      reads: usage.reads,
      writes: usage.writes,
      ms,
      storeMs: tally.storeMs,
      breakdown,
    });
  }
  store.close();
  return {
    size: { people: size, generateMs, storeMs, heapMb: mb(memory.heapUsed), rssMb: mb(memory.rss), counts },
    loads,
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const opts = options();
  const sizes: SizeRow[] = [];
  const loads: LoadRow[] = [];
  for (const people of opts.people) {
    const measured = await measure(people, opts);
    sizes.push(measured.size);
    loads.push(...measured.loads);
  }
  const byLoad = [...loads].sort(
    (a, b) => LOADS.findIndex((l) => l.name === a.load) - LOADS.findIndex((l) => l.name === b.load),
  );

  console.log(
    `Scale tenant: ${opts.months} months of history up to ${opts.now.toISOString()}, seed ${opts.seed}; ` +
      `node ${process.version}.\n`,
  );
  console.log(
    table(
      ['load', 'people', 'documents read', 'wall ms', 'of which store ms', 'reads by collection'],
      byLoad.map((row) => [
        row.load,
        number(row.people),
        number(row.reads),
        row.ms.toFixed(0),
        row.storeMs.toFixed(0),
        row.breakdown,
      ]),
    ),
  );
  const writes = loads.filter((row) => row.writes > 0);
  for (const row of writes) {
    console.log(
      `\n${row.load} at ${number(row.people)} people also wrote ${row.writes} documents (not counted).`,
    );
  }
  console.log(
    `\n${table(
      ['people', 'generate ms', 'store load ms', 'heap MB', 'RSS MB'],
      sizes.map((row) => [
        number(row.people),
        row.generateMs.toFixed(0),
        row.storeMs.toFixed(0),
        String(row.heapMb),
        String(row.rssMb),
      ]),
    )}`,
  );
  console.log(
    `\n${table(
      ['collection', ...sizes.map((row) => `${number(row.people)} people`)],
      COLLECTIONS.map((collection) => [collection, ...sizes.map((row) => number(row.counts[collection]))]),
    )}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
