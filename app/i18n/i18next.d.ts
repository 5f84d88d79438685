import type { CATALOG } from "./catalog.server";

// Keys are checked against English's messages: `t("nav.home")` compiles only if en/common.json has it.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof CATALOG)["en"];
  }
}
