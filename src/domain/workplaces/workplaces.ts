/**
 * Lugares de trabajo: where people actually work, each with its full address as Res. Ex. N° 38 art. 13.2–13.3
 * asks the receipt to print it (street, number, floor or office, comuna, city, region). A tenant has one or
 * more; each person works at one (the person's `workplaceId`), by default the first. Pure: the receipt's server,
 * the reports, the screens and the seed read the same rules.
 */
import { regionName } from '../chile/regions';

/** The stored fields of a workplace that say where it is (the document adds its tenant and stamp). */
export interface WorkplaceAddress {
  name: string;
  street: string;
  /** The street number, or `S/N`. */
  number: string;
  /** Piso, oficina, local; null when there is none. */
  unit: string | null;
  comuna: string;
  city: string;
  /** The region's CUT code (1–16, src/domain/chile/regions.ts). */
  region: number;
}

/** A workplace as the screens read it: its id and whether it was archived (never deleted: reports name it). */
export interface WorkplaceRef extends WorkplaceAddress {
  id: string;
  archived?: boolean;
}

/** Sizes of each text field: the same numbers in firestore.rules, the write validator and the forms. */
export const WORKPLACE_LIMITS = {
  name: 60,
  street: 100,
  number: 20,
  unit: 40,
  comuna: 60,
  city: 60,
} as const;

/** How many workplaces a tenant may hold (a bound the screens and the seed respect). */
export const WORKPLACES_MAX = 200;

/**
 * The address in one line, in the order art. 13 lists it: "Av. Providencia 1234, oficina 501, Providencia,
 * Santiago, Región Metropolitana de Santiago".
 */
export function workplaceAddressLine(workplace: WorkplaceAddress): string {
  const street = `${workplace.street.trim()} ${workplace.number.trim()}`.trim();
  const region = regionName(workplace.region);
  return [street, workplace.unit?.trim(), workplace.comuna.trim(), workplace.city.trim(), region]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(', ');
}

/** The name and the address: "Casa matriz — Av. Providencia 1234, …". */
export function workplaceLine(workplace: WorkplaceAddress): string {
  return `${workplace.name.trim()} — ${workplaceAddressLine(workplace)}`;
}

/** What a receipt prints as the place of work: the workplace's name and full address. */
export interface ReceiptPlace {
  workplaceName: string | null;
  address: string | null;
}

/**
 * The place of work a receipt prints (Res. Ex. N° 38 art. 13.2–13.3), one rule for the server that signs it and
 * the dialog that shows it: the workplace's name and address line, or, while the company has no workplace, no
 * name and the company's own address (as receipts read before workplaces).
 */
export function receiptPlace(
  workplace: WorkplaceAddress | null,
  employerAddress: string | null,
): ReceiptPlace {
  return workplace === null
    ? { workplaceName: null, address: employerAddress }
    : { workplaceName: workplace.name.trim(), address: workplaceAddressLine(workplace) };
}

const byName = (a: WorkplaceRef, b: WorkplaceRef) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** Every workplace, the active ones first, each part sorted by name (the order /configuracion lists them). */
export function sortWorkplaces<W extends WorkplaceRef>(workplaces: readonly W[]): W[] {
  return [...workplaces].sort(
    (a, b) => Number(a.archived === true) - Number(b.archived === true) || byName(a, b),
  );
}

/** The workplaces a person may be given, sorted by name: the archived ones left out. */
export function activeWorkplaces<W extends WorkplaceRef>(workplaces: readonly W[]): W[] {
  return workplaces.filter((workplace) => workplace.archived !== true).sort(byName);
}

/**
 * Where a person works: the workplace the file names when it exists (even archived: the person still works
 * there until the file changes), else the tenant's first active workplace by name, else null (none yet).
 */
export function workplaceOf<W extends WorkplaceRef>(
  workplaceId: string | null | undefined,
  workplaces: readonly W[],
): W | null {
  const named = workplaceId ? workplaces.find((workplace) => workplace.id === workplaceId) : undefined;
  return named ?? activeWorkplaces(workplaces)[0] ?? null;
}
