import { useRouteLoaderData } from "@remix-run/react";
import type { UnitSystem } from "@larder/shared/unit-systems";

/**
 * The units the signed-in person reads amounts in (as written when no one is signed in): every
 * screen that shows an amount passes it to the one amount rule, so the screens agree.
 */
export function useUnits(): UnitSystem {
  return useRouteLoaderData<{ units?: UnitSystem }>("root")?.units ?? "as_written";
}
