import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Markup } from "~/utils/html";
import { placeholdBrokenPhotos } from "./recipe-photo";

/** The switch: false, and long blocks hydrate row by row as React does by default. */
const SERVER_RENDERED_BLOCKS = true;

/** The switch: false, and the server renders a block's `children` with React even when it has `serverHtml`. */
const SERVER_HTML_BLOCKS = true;

/** True from the page's first script until the first render after hydration has committed. */
let hydrating = typeof document !== "undefined";

/** Called once in the root: after it, every render is a client render. */
export function useHydrationDone() {
  useEffect(() => {
    hydrating = false;
  }, []);
}

type Tag = "div" | "tbody" | "ul";

/**
 * A long block of plain markup (rows of links) that the browser keeps as the server wrote it
 * while the page hydrates: React claims the element and leaves its contents alone, so the page's
 * first script work does not grow with the number of rows. Nothing inside may need React's
 * event handlers: row links and row menus work through the root's document listeners, and a
 * recipe photo that fails to load becomes its placeholder here.
 *
 * `children` is a function: while the block keeps the server's markup, its rows are not even
 * built as elements.
 *
 * `version` names what the block shows (its rows and their links, as text): while it stays what
 * the server rendered, the block stays as it is, so opening a dialog over the rows costs nothing;
 * once it changes (a row added or edited, another week), the block renders on the client as any
 * other, as a new element, so no server row is left behind. It is a function, called in the
 * browser only: the server never compares it, and a week's rows as text cost a render to write.
 */
export function ServerRendered({
  as: Element,
  className,
  version,
  children,
  serverHtml,
}: {
  as: Tag;
  className?: string;
  version: () => string;
  children: () => ReactNode;
  /**
   * The same markup as `children`, written as text: on the server it is what the block holds, as
   * React would have written it but without rendering each row's elements (on a week of meals,
   * a third of the page's render). The browser renders `children` whenever it renders the block.
   */
  serverHtml?: () => Markup;
}) {
  const [hydratedVersion] = useState(() => (hydrating && SERVER_RENDERED_BLOCKS ? version() : null));
  const serverMarkup = typeof document !== "undefined" && hydratedVersion !== null && hydratedVersion === version();
  const block = useRef<HTMLElement>(null);
  useEffect(() => (serverMarkup && block.current ? placeholdBrokenPhotos(block.current) : undefined), [serverMarkup]);
  if (SERVER_HTML_BLOCKS && serverHtml && typeof document === "undefined") {
    return <Element className={className} dangerouslySetInnerHTML={{ __html: serverHtml().text }} />;
  }
  if (serverMarkup) {
    return (
      <Element
        key="server"
        ref={block as React.RefObject<never>}
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return (
    <Element key="client" className={className}>
      {children()}
    </Element>
  );
}
