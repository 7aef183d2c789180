// REST helpers for the local Firebase emulators, so scripts and E2E setups need no firebase-admin.
// `Authorization: Bearer owner` is the emulators' admin credential: it bypasses security rules and allows
// privileged Auth calls. It is accepted by emulators only, never by production.

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-asiste';
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
/** Firestore's per-commit write limit. */
const MAX_WRITES_PER_COMMIT = 500;

function authBase() {
  return `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
}

function firestoreBase() {
  return `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
}

/** The Emulator Hub, which `firebase emulators:exec` and `emulators:start` name in FIREBASE_EMULATOR_HUB. */
function hubBase() {
  return `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;
}

async function call(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: OWNER,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status}: ${text}`);
  return text === '' ? {} : JSON.parse(text);
}

/** Creates an email/password account in the Auth emulator, with custom claims; returns its uid. */
export async function createAuthUser({ uid, email, password, displayName, customClaims }) {
  const base = `${authBase()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const created = await call('POST', `${base}/accounts`, {
    ...(uid === undefined ? {} : { localId: uid }),
    email,
    password,
    displayName,
  });
  if (customClaims !== undefined) {
    await call('POST', `${base}/accounts:update`, {
      localId: created.localId,
      customAttributes: JSON.stringify(customClaims),
    });
  }
  return created.localId;
}

/** Deletes every account of the project in the Auth emulator. */
export async function clearAuthUsers() {
  await call('DELETE', `${authBase()}/emulator/v1/projects/${PROJECT_ID}/accounts`);
}

/** Deletes every document of the project in the Firestore emulator. */
export async function clearFirestore() {
  await call('DELETE', `${firestoreBase()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
}

/** Deletes one document from the Firestore emulator, bypassing rules (its triggers fire as for any delete). */
export async function deleteDocument(collection, id) {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  await call('DELETE', `${firestoreBase()}/v1/${root}/${collection}/${id}`);
}

/**
 * The plain texts of the e-mails queued in `mail` (the Trigger Email extension's queue) for `to`, bypassing rules:
 * what the person's inbox would show. Invitation and sign-in links go only there (security review M5).
 * @param {string} to
 * @returns {Promise<string[]>}
 */
export async function mailTextsTo(to) {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const rows = await call('POST', `${firestoreBase()}/v1/${root}:runQuery`, {
    structuredQuery: {
      from: [{ collectionId: 'mail' }],
      where: { fieldFilter: { field: { fieldPath: 'to' }, op: 'EQUAL', value: { stringValue: to } } },
    },
  });
  return rows.flatMap((row) => {
    const text = row.document?.fields?.message?.mapValue?.fields?.text?.stringValue;
    return typeof text === 'string' ? [text] : [];
  });
}

/**
 * The documents of `collection` whose `field` equals the string `value`, bypassing rules, as `{ id, fields }` with
 * the REST encoding of their fields (timestamps as `{ timestampValue }`).
 * @param {string} collection
 * @param {string} field
 * @param {string} value
 * @returns {Promise<{ id: string, fields: Record<string, Record<string, unknown>> }[]>}
 */
export async function documentsWhere(collection, field, value) {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const rows = await call('POST', `${firestoreBase()}/v1/${root}:runQuery`, {
    structuredQuery: {
      from: [{ collectionId: collection }],
      where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
    },
  });
  return rows.flatMap((row) =>
    row.document === undefined
      ? []
      : [{ id: row.document.name.split('/').pop(), fields: row.document.fields ?? {} }],
  );
}

/**
 * Sets some fields of an existing document (dotted paths for nested ones, e.g. `deviceTimes.checkIn`), bypassing
 * rules; its triggers fire as for any update.
 * @param {string} collection
 * @param {string} id
 * @param {Record<string, unknown>} values
 */
export async function updateFields(collection, id, values) {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const fields = {};
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    let into = fields;
    keys.slice(0, -1).forEach((key) => {
      into[key] ??= { mapValue: { fields: {} } };
      into = into[key].mapValue.fields;
    });
    into[keys.at(-1)] = toRestValue(value);
  }
  await call('POST', `${firestoreBase()}/v1/${root}:commit`, {
    writes: [
      {
        update: { name: `${root}/${collection}/${id}`, fields },
        updateMask: { fieldPaths: Object.keys(values) },
        currentDocument: { exists: true },
      },
    ],
  });
}

/**
 * Runs `work` with the Functions emulator's background triggers (Firestore and others) turned off, through the
 * Emulator Hub, and turns them on again however `work` ends. Writes made meanwhile run no function: the Firestore
 * emulator still sends their events, one by one, and the Functions emulator drops them. Callables still answer.
 * Needs the Functions emulator running.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withoutBackgroundTriggers(work) {
  await call('PUT', `${hubBase()}/functions/disableBackgroundTriggers`);
  try {
    return await work();
  } finally {
    await call('PUT', `${hubBase()}/functions/enableBackgroundTriggers`);
  }
}

/** A JavaScript value as a Firestore REST `Value` (Dates become timestamps, safe integers integers). */
export function toRestValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value) } };
  throw new Error(`Cannot store ${typeof value} in Firestore`);
}

function toRestFields(object) {
  const fields = {};
  for (const [key, field] of Object.entries(object)) {
    if (field !== undefined) fields[key] = toRestValue(field);
  }
  return fields;
}

/**
 * Writes whole documents (create or replace) to the Firestore emulator, bypassing rules.
 * @param {{ collection: string, id: string, data: Record<string, unknown> }[]} docs
 */
export async function writeDocuments(docs) {
  const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
  for (let start = 0; start < docs.length; start += MAX_WRITES_PER_COMMIT) {
    const writes = docs.slice(start, start + MAX_WRITES_PER_COMMIT).map(({ collection, id, data }) => ({
      update: { name: `${root}/${collection}/${id}`, fields: toRestFields(data) },
    }));
    await call('POST', `${firestoreBase()}/v1/${root}:commit`, { writes });
  }
}
