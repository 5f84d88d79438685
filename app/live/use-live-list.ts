import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { LIVE_CLOSE } from "@larder/contract/live";
import { pageClientId } from "./page-client";

const MAX_BACKOFF_MS = 30_000;

/**
 * Why the API ended the socket for good, in the page's words. Reconnecting would be refused (the
 * access or the session is gone) or would push out another of the person's pages in turn.
 */
const ENDED: Record<number, string> = {
  [LIVE_CLOSE.accessEnded]: "You no longer have access to this list.",
  [LIVE_CLOSE.sessionEnded]: "You were signed out. Sign in again to see other people's changes.",
  [LIVE_CLOSE.tooManySockets]:
    "This list is open in too many windows, so this one stopped showing other people's changes. Reload to see them again.",
};

/**
 * Keeps a list page in step with the other people shopping it: a WebSocket on the page's own
 * origin (the web worker passes it to the list's Durable Object) says when the list changed, and
 * the page reloads its data in place (no reload, no scroll jump). A lost connection comes back
 * with a growing delay, and a page that reconnects reads the list again first: it shows the truth
 * whatever it missed, and calls `onReconnect` (the API is in reach again). A socket the API ended
 * (access or session ended, too many of the person's pages) is not reopened: the hook answers
 * why, for the page to show.
 */
export function useLiveList(listId: number, onReconnect?: () => void) {
  const [ended, setEnded] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const reconnected = useRef(onReconnect);
  reconnected.current = onReconnect;

  useEffect(() => {
    setEnded(null);
    if (!listId) return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    const connect = () => {
      // With no network there is nothing to hear: try again when it returns.
      if (!navigator.onLine) return;
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${location.host}/shopping-lists/${listId}/live?client=${pageClientId()}`);
      socket.onopen = () => {
        if (failures > 0) {
          revalidate.current();
          reconnected.current?.();
        }
        failures = 0;
      };
      socket.onmessage = () => revalidate.current();
      socket.onclose = (event) => {
        if (stopped) return;
        const why = ENDED[event.code];
        if (why) {
          stopped = true;
          setEnded(why);
          return;
        }
        // A refused upgrade may be an expired session: reading the page's data refreshes it.
        if (failures === 0) revalidate.current();
        const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures++) * (0.75 + Math.random() / 2);
        retry = setTimeout(connect, delay);
      };
    };
    const reconnect = () => {
      if (stopped) return;
      clearTimeout(retry);
      failures = 1;
      if (socket?.readyState !== WebSocket.OPEN) connect();
    };
    connect();
    window.addEventListener("online", reconnect);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener("online", reconnect);
      socket?.close();
    };
  }, [listId]);

  return ended;
}
