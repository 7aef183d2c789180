/** Up to two initials of a display name (spec §2), e.g. `Camila Rojas` → `CR`. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('es'))
    .join('');
}
