import type { SerializeFrom } from "@remix-run/cloudflare";
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { CLIENT_HEADER, pageClientId } from "~/live/page-client";
import type { action as changesAction } from "~/features/shopping/shopping-lists.$id.changes";
import { MAX_CHANGES_PER_POST, type ChangeResult, type ListChange } from "./changes";
import { addToOutbox, putInOutbox, readOutbox, removeFromOutbox, type QueuedChange } from "./outbox";

/** A change as the page makes it; the outbox gives it its id, list and time. */
type NewChange = Omit<ListChange, "id" | "list_id" | "created_at">;

type Connection = "online" | "offline" | "signed-out";

/** While the browser says online but the API is out of reach, it is tried again this often. */
const RETRY_MS = 20_000;
const SEND_TIMEOUT_MS = 15_000;

/** What the status line says once a change is saved, in the page's language. */
function savedMessage(t: TFunction<"shopping">, change: ListChange) {
  if (change.kind === "tick") return change.values.is_bought ? t("toasts.itemCompleted") : t("toasts.itemPending");
  if (change.kind === "add") return t("toasts.itemAdded");
  if (change.kind === "edit") return t("toasts.itemUpdated");
  return t("toasts.itemDeletedNamed", { name: change.item_name });
}

// crypto.randomUUID exists only in secure contexts (https, localhost).
const newChangeId = () =>
  crypto.randomUUID?.() ??
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

const sameItem = (a: ListChange, b: NewChange) =>
  a.item_id !== undefined ? a.item_id === b.item_id : a.item_ref !== undefined && a.item_ref === b.item_ref;

/** Posts one list's changes; answers the result of each, or why nothing was applied. */
async function send(listId: number, changes: QueuedChange[]): Promise<ChangeResult[] | "signed-out"> {
  const response = await fetch(`/shopping-lists/${listId}/changes`, {
    method: "POST",
    // Names this page, so its own live socket does not hear these changes back.
    headers: { "Content-Type": "application/json", [CLIENT_HEADER]: pageClientId() },
    body: JSON.stringify({ changes: changes.map(({ seq: _seq, ...change }) => change) }),
    redirect: "manual",
    // A signal too weak to answer counts as none: the changes wait for the next try.
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (response.type === "opaqueredirect") return "signed-out";
  if (response.status !== 400 && !response.ok) throw new Error(`The changes were answered ${response.status}`);
  // The changes route's own answer type: a refusal of the whole post, or a result per change.
  const answer: SerializeFrom<typeof changesAction> = await response.json();
  if ("error" in answer) return changes.map((change) => ({ id: change.id, status: "failed", message: answer.error }));
  return answer.results;
}

/**
 * The list page's outbox: every change made with JavaScript goes to IndexedDB first and is sent
 * from there, at once when online, in order when the network or the person comes back and at
 * page load. Answers the changes
 * to show over the loaded items, `record`, the status line's words and the changes that failed.
 */
export function useListOutbox(listId: number, loaded: unknown) {
  const { t } = useTranslation("shopping");
  // The words are read when a change settles, not when the callbacks were made.
  const words = useRef(t);
  words.current = t;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [queued, setQueued] = useState<QueuedChange[]>([]);
  // Saved, and shown until the page's data has been read again after them.
  const [settled, setSettled] = useState<{ changes: ListChange[]; over: unknown }>({ changes: [], over: null });
  const [failures, setFailures] = useState<string[]>([]);
  const [connection, setConnection] = useState<Connection>("online");
  const [message, setMessage] = useState<string | null>(null);
  const loadedNow = useRef(loaded);
  loadedNow.current = loaded;
  const cutOff = useRef(false);
  const flushing = useRef(false);
  const flushAgain = useRef(false);
  const inFlight = useRef(new Set<number>());
  const addedIds = useRef(new Map<string, number>());
  const recording = useRef(Promise.resolve());

  const refresh = useCallback(async () => setQueued(await readOutbox()), []);
  const goOffline = useCallback((why: Connection = "offline") => {
    cutOff.current = true;
    setConnection(why);
  }, []);

  /** Takes the answered changes out of the outbox; changes about an item just added get its id. */
  const settle = useCallback(
    async (batch: QueuedChange[], results: ChangeResult[]) => {
      const answered = new Map(results.map((result) => [result.id, result]));
      const done = batch.filter((change) => ["applied", "failed"].includes(answered.get(change.id)?.status ?? ""));
      for (const result of results) {
        if (result.status === "applied" && result.item_id) addedIds.current.set(result.id, result.item_id);
      }
      await removeFromOutbox(done.map((change) => change.seq));
      const named = (await readOutbox()).filter((change) => change.item_ref && addedIds.current.has(change.item_ref));
      await putInOutbox(
        named.map(({ item_ref, ...change }) => ({ ...change, item_id: addedIds.current.get(item_ref!) })),
      );
      await refresh();
      const failed = done.flatMap((change) => {
        const result = answered.get(change.id);
        return result?.status === "failed"
          ? [words.current("outbox.couldNotSave", { why: result.message, name: change.item_name })]
          : [];
      });
      setFailures((shown) => [...shown, ...failed]);
      setSettled((before) => ({
        changes: [
          ...(before.over === loadedNow.current ? before.changes : []),
          ...done.filter((change) => answered.get(change.id)?.status === "applied"),
        ],
        over: loadedNow.current,
      }));
      revalidate.current();
      return { complete: done.length === batch.length, failed: failed.length };
    },
    [refresh],
  );

  /** Sends the outbox, one list's changes per post, until it is empty or the API is out of reach. */
  const flush = useCallback(async () => {
    if (!navigator.onLine) return goOffline();
    if (flushing.current) {
      flushAgain.current = true;
      return;
    }
    flushing.current = true;
    let last: ListChange | undefined;
    let failed = 0;
    try {
      for (let waiting = await readOutbox(); waiting.length > 0; waiting = await readOutbox()) {
        const batch = waiting
          .filter((change) => change.list_id === waiting[0]!.list_id)
          .slice(0, MAX_CHANGES_PER_POST)
          .map((change) => {
            const itemId = change.item_ref ? addedIds.current.get(change.item_ref) : undefined;
            return itemId ? { ...change, item_id: itemId } : change;
          });
        inFlight.current = new Set(batch.map((change) => change.seq));
        const results = await send(batch[0]!.list_id, batch);
        if (results === "signed-out") return goOffline("signed-out");
        const settled = await settle(batch, results);
        if (!settled.complete) return goOffline();
        failed += settled.failed;
        last = batch.at(-1);
      }
      // What failed is listed on its own; "saved" would not be true.
      if (last)
        setMessage(
          failed > 0 ? null : cutOff.current ? words.current("outbox.allSaved") : savedMessage(words.current, last),
        );
      cutOff.current = false;
      setConnection("online");
    } catch {
      goOffline();
    } finally {
      flushing.current = false;
      inFlight.current = new Set();
      if (flushAgain.current) {
        flushAgain.current = false;
        void flush();
      }
    }
  }, [goOffline, settle]);

  /** Keeps a change made on the page, shows it at once and sends it when it can. */
  const record = useCallback(
    (change: NewChange) => {
      recording.current = recording.current
        .then(async () => {
          // A tick replaces this item's earlier tick still waiting: the last tap is the one that counts.
          if (change.kind === "tick") {
            const earlier = (await readOutbox()).filter(
              (waiting) => waiting.kind === "tick" && !inFlight.current.has(waiting.seq) && sameItem(waiting, change),
            );
            await removeFromOutbox(earlier.map((waiting) => waiting.seq));
          }
          await addToOutbox({ ...change, id: newChangeId(), list_id: listId, created_at: Date.now() });
          await refresh();
          void flush();
        })
        .catch(() =>
          setFailures((shown) => [
            ...shown,
            words.current("outbox.couldNotSave", { why: words.current("outbox.notKept"), name: change.item_name }),
          ]),
        );
    },
    [flush, listId, refresh],
  );

  // Sent when the network returns and when the person comes back to the page, without a reload.
  useEffect(() => {
    const goOnline = () => {
      setConnection("online");
      void flush();
    };
    const wentOffline = () => goOffline();
    const cameBack = () => {
      if (document.visibilityState === "visible") void flush();
    };
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", wentOffline);
    document.addEventListener("visibilitychange", cameBack);
    refresh().then(flush, () => undefined);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", wentOffline);
      document.removeEventListener("visibilitychange", cameBack);
    };
  }, [flush, goOffline, refresh]);

  // Opened with no network, the page is the service worker's copy as it was when kept; the kept
  // data is at least as fresh (every read since refreshed it), so the page reads that at once.
  useEffect(() => {
    if (!navigator.onLine && navigator.serviceWorker?.controller) revalidate.current();
  }, []);

  // Online by the browser's word, but the last try did not reach the API: try again now and then.
  useEffect(() => {
    if (connection !== "offline") return;
    const timer = setInterval(() => navigator.onLine && void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [connection, flush]);

  const mine = queued.filter((change) => change.list_id === listId);
  const status =
    connection === "signed-out"
      ? t("outbox.signedOut", { count: mine.length })
      : connection === "offline"
        ? t("outbox.offline", { count: mine.length })
        : message;
  return {
    queued: mine,
    settled: settled.over === loaded ? settled.changes.filter((change) => change.list_id === listId) : [],
    offline: connection !== "online",
    status,
    failures,
    dismissFailures: () => setFailures([]),
    record,
    /** Sends what waits now (the live socket is back: the API is in reach). */
    send: flush,
  };
}
