import type { ListChange } from "./changes";

/** Also named in the service worker (app/offline/sw.js), which deletes the database on sign-out. */
const DATABASE = "larder-offline";
const STORE = "outbox";

/** A change as the outbox holds it: `seq` orders the changes as they were made. */
export type QueuedChange = ListChange & { seq: number };

let opening: Promise<IDBDatabase> | null = null;

function database() {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    request.onsuccess = () => {
      const db = request.result;
      // Signing out deletes the database: this page lets go of it, and opens a new one if needed.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

/** Runs `work` in one transaction; answers the result of the request it made, once committed. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void) {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request?.result as T);
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });
}

/** Every change waiting, oldest first. */
export const readOutbox = () => inTransaction<QueuedChange[]>("readonly", (store) => store.getAll());

export const addToOutbox = (change: ListChange) =>
  inTransaction("readwrite", (store) => store.add(change) as IDBRequest<number>);

export const putInOutbox = (changes: QueuedChange[]) =>
  inTransaction("readwrite", (store) => changes.forEach((change) => store.put(change)));

export const removeFromOutbox = (seqs: number[]) =>
  inTransaction("readwrite", (store) => seqs.forEach((seq) => store.delete(seq)));
