// Written by `node scripts/messages.mjs --write` from app/locales/: do not edit by hand.
import en_accounts from "~/locales/en/accounts.json";
import en_api from "~/locales/en/api.json";
import en_common from "~/locales/en/common.json";
import en_recipes from "~/locales/en/recipes.json";
import en_user from "~/locales/en/user.json";
import de_accounts from "~/locales/de/accounts.json";
import de_api from "~/locales/de/api.json";
import de_common from "~/locales/de/common.json";
import de_recipes from "~/locales/de/recipes.json";
import de_user from "~/locales/de/user.json";
import fr_accounts from "~/locales/fr/accounts.json";
import fr_api from "~/locales/fr/api.json";
import fr_common from "~/locales/fr/common.json";
import fr_recipes from "~/locales/fr/recipes.json";
import fr_user from "~/locales/fr/user.json";
import es_accounts from "~/locales/es/accounts.json";
import es_api from "~/locales/es/api.json";
import es_common from "~/locales/es/common.json";
import es_recipes from "~/locales/es/recipes.json";
import es_user from "~/locales/es/user.json";
import it_accounts from "~/locales/it/accounts.json";
import it_api from "~/locales/it/api.json";
import it_common from "~/locales/it/common.json";
import it_recipes from "~/locales/it/recipes.json";
import it_user from "~/locales/it/user.json";
import nl_accounts from "~/locales/nl/accounts.json";
import nl_api from "~/locales/nl/api.json";
import nl_common from "~/locales/nl/common.json";
import nl_recipes from "~/locales/nl/recipes.json";
import nl_user from "~/locales/nl/user.json";
import pl_accounts from "~/locales/pl/accounts.json";
import pl_api from "~/locales/pl/api.json";
import pl_common from "~/locales/pl/common.json";
import pl_recipes from "~/locales/pl/recipes.json";
import pl_user from "~/locales/pl/user.json";
import ar_accounts from "~/locales/ar/accounts.json";
import ar_api from "~/locales/ar/api.json";
import ar_common from "~/locales/ar/common.json";
import ar_recipes from "~/locales/ar/recipes.json";
import ar_user from "~/locales/ar/user.json";

/** Every language's messages by area; the server's only, pages get their own areas. */
export const CATALOG = {
  en: { accounts: en_accounts, api: en_api, common: en_common, recipes: en_recipes, user: en_user },
  de: { accounts: de_accounts, api: de_api, common: de_common, recipes: de_recipes, user: de_user },
  fr: { accounts: fr_accounts, api: fr_api, common: fr_common, recipes: fr_recipes, user: fr_user },
  es: { accounts: es_accounts, api: es_api, common: es_common, recipes: es_recipes, user: es_user },
  it: { accounts: it_accounts, api: it_api, common: it_common, recipes: it_recipes, user: it_user },
  nl: { accounts: nl_accounts, api: nl_api, common: nl_common, recipes: nl_recipes, user: nl_user },
  pl: { accounts: pl_accounts, api: pl_api, common: pl_common, recipes: pl_recipes, user: pl_user },
  ar: { accounts: ar_accounts, api: ar_api, common: ar_common, recipes: ar_recipes, user: ar_user },
} as const;

/** Changes whenever a message does: the browser's copies of areas are cached under it. */
export const MESSAGES_VERSION = "06276c1f871c";
