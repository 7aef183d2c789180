/**
 * The one-step objection link of a proposed correction (Res. Ex. N° 38 art. 40.2: the worker objects from the
 * e-mail): `<appUrl>/objetar?t=<token>`, where the token is `<correctionId>.<expiry>.<mac>` — the expiry the end of
 * the 48-hour window (milliseconds, base 36) and the mac an HMAC-SHA-256 over the correction's id, tenant, person
 * and that expiry, keyed with the server's secret. A token cannot be made or altered without the secret, names one
 * correction of one person, and ends with the window; the objection service (objection-service.ts) makes it
 * single-use.
 *
 * The key is derived from the receipts' secret (the Cloud Functions secret RECEIPT_SIGNING_KEY; the demo signer's
 * own key): an HMAC of a fixed label under it, so a link's mac and a receipt's code never share a key. Only the
 * server holds it: the correction e-mail's trigger and the objection callables.
 *
 * Web Crypto only: it runs in the browser (demo) and in Node (functions). No DOM, no Firebase.
 */
import { decodeReceiptSecret } from '../receipts/receipt-key';

/** The public page the link opens. */
export const OBJECTION_PATH = '/objetar';

const KEY_LABEL = 'asiste-objection-link-key-v1';
const VERSION = 'asiste-objection-link-v1';
/** A correction id as both backends make them (Firestore's 20 characters; the demo's). */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const EXPIRY = /^[0-9a-z]{1,12}$/;
/** 32 bytes of mac in base64url, unpadded. */
const MAC = /^[A-Za-z0-9_-]{43}$/;
/** The longest token worth parsing (an id of 128, the expiry, the mac and the dots). */
export const OBJECTION_TOKEN_MAX = 200;

/** What a token says, before its mac is checked against the stored correction. */
export interface ObjectionToken {
  correctionId: string;
  /** The end of the objection window the link was made for. */
  expiresAt: Date;
  mac: Uint8Array;
}

/** What a token signs: the correction, its tenant and person, and the link's end. */
export interface SignedObjection {
  correctionId: string;
  tenantId: string;
  userId: string;
  expiresAt: Date;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The link's HMAC key, derived from the receipts' base64 secret (throws when the secret is not one). */
export async function objectionLinkKey(secret: string): Promise<CryptoKey> {
  const master = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(decodeReceiptSecret(secret)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const derived = new Uint8Array(await crypto.subtle.sign('HMAC', master, encoder.encode(KEY_LABEL)));
  return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** The one text a token's mac signs. */
function canonical(signed: SignedObjection): string {
  return [VERSION, signed.correctionId, signed.tenantId, signed.userId, signed.expiresAt.toISOString()].join(
    '|',
  );
}

/** A new token for the correction. */
export async function objectionToken(key: CryptoKey, signed: SignedObjection): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(canonical(signed))));
  return `${signed.correctionId}.${signed.expiresAt.getTime().toString(36)}.${base64url(mac)}`;
}

/** The token's parts, or null when it cannot be one (nothing is checked against a correction yet). */
export function parseObjectionToken(token: string): ObjectionToken | null {
  if (token.length > OBJECTION_TOKEN_MAX) return null;
  const [correctionId, expiry, mac, ...rest] = token.trim().split('.');
  if (rest.length > 0 || correctionId === undefined || expiry === undefined || mac === undefined) return null;
  if (!ID.test(correctionId) || !EXPIRY.test(expiry) || !MAC.test(mac)) return null;
  const expiresAt = new Date(parseInt(expiry, 36));
  if (Number.isNaN(expiresAt.getTime())) return null;
  return { correctionId, expiresAt, mac: fromBase64url(mac) };
}

/**
 * Whether the token's mac is the server's over the stored correction's tenant and person (a constant-time
 * comparison: Web Crypto's HMAC verify).
 */
export function isAuthentic(
  key: CryptoKey,
  token: ObjectionToken,
  correction: { tenantId: string; userId: string },
): Promise<boolean> {
  const text = canonical({ correctionId: token.correctionId, expiresAt: token.expiresAt, ...correction });
  return crypto.subtle.verify('HMAC', key, new Uint8Array(token.mac), encoder.encode(text));
}

/** `https://asiste.example.cl/objetar?t=<token>`. */
export function objectionUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${OBJECTION_PATH}?t=${encodeURIComponent(token)}`;
}
