/**
 * The parts of firestore.rules and storage.rules that state a TypeScript table, generated from it (`npm run
 * rules:generate`; `npm test` runs `--check`, scripts/generate-rules.ts): each sits between a `// ---- generated:
 * NAME` line and a `// ---- end generated: NAME` line, and is never edited by hand. The rules cannot import
 * TypeScript, so every whitelist, limit, window, zone, status and pattern they share with the write validators
 * (the demo backend's policy) is written here from the same constants; the blocks' logic is the rules', in
 * src/data/policy/rules/. The rules have no loops, so a table becomes one written-out condition per entry.
 */
import { closingBlock } from './rules/closing';
import { consentBlock } from './rules/consent';
import { correctionsBlock } from './rules/corrections';
import { crmBlock } from './rules/crm';
import { overtimeBlock } from './rules/overtime';
import { payrollBlock } from './rules/payroll';
import { photoURLBlock, storagePhotosBlock } from './rules/photos';
import { planningBlock } from './rules/planning';
import { punchesBlock } from './rules/punches';
import { signoffBlock } from './rules/signoff';
import { logsBlock } from './rules/logs';
import { indentLines } from './rules/syntax';
import { tenantsBlock } from './rules/tenants';
import { usersBlock } from './rules/users';
import { workplacesBlock } from './rules/workplaces';
import { incidentsBlock } from './rules/incidents';
import { indicatorsBlock } from './rules/indicators';

export { rulesPattern, rulesString } from './rules/syntax';

const INDENT = '    ';

/** firestore.rules' generated blocks by name, in the file's order. */
export function rulesBlocks(): Record<string, string> {
  return {
    'worker consent': consentBlock(),
    crm: crmBlock(),
    logs: logsBlock(),
    'photo URL': photoURLBlock(),
    users: usersBlock(),
    tenants: tenantsBlock(),
    closing: closingBlock(),
    punches: punchesBlock(),
    corrections: correctionsBlock(),
    overtime: overtimeBlock(),
    payroll: payrollBlock(),
    'sign-off': signoffBlock(),
    planning: planningBlock(),
    workplaces: workplacesBlock(),
    incidents: incidentsBlock(),
    indicators: indicatorsBlock(),
  };
}

/** storage.rules' generated blocks by name. */
export function storageRulesBlocks(): Record<string, string> {
  return { photos: storagePhotosBlock() };
}

/** The rules files firebase.json deploys, each with its blocks. */
export const RULES_FILES = [
  { service: 'firestore', blocks: rulesBlocks },
  { service: 'storage', blocks: storageRulesBlocks },
] as const;

const begin = (name: string) => `${INDENT}// ---- generated: ${name} (npm run rules:generate) ----`;
const end = (name: string) => `${INDENT}// ---- end generated: ${name} ----`;
const MARKER = /^ *\/\/ ---- (?:end )?generated: (.+?)(?: \(npm run rules:generate\))? ----$/gm;

/**
 * `rules` with every generated block replaced by what the tables give; throws when a block's markers are missing
 * or out of order, or when the file marks a block the tables do not give.
 */
export function applyRulesBlocks(rules: string, blocks: Record<string, string> = rulesBlocks()): string {
  const unknown = [...rules.matchAll(MARKER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !Object.hasOwn(blocks, name));
  if (unknown.length > 0) throw new Error(`the rules mark a block no table gives: '${unknown[0]}'`);
  let text = rules;
  for (const [name, block] of Object.entries(blocks)) {
    const start = text.indexOf(begin(name));
    const stop = text.indexOf(end(name));
    if (start < 0 || stop < start || text.indexOf(begin(name), start + 1) >= 0)
      throw new Error(`the rules have no generated block '${name}'`);
    text = `${text.slice(0, start)}${begin(name)}\n${indentLines(block, INDENT)}\n${text.slice(stop)}`;
  }
  return text;
}
