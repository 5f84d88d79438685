// Written by `node scripts/messages.mjs --write` from app/locales/: do not edit by hand.
import en_accounts from "~/locales/en/accounts.json";
import en_api from "~/locales/en/api.json";
import en_common from "~/locales/en/common.json";
import en_groups from "~/locales/en/groups.json";
import en_ingredients from "~/locales/en/ingredients.json";
import en_user from "~/locales/en/user.json";
import de_accounts from "~/locales/de/accounts.json";
import de_api from "~/locales/de/api.json";
import de_common from "~/locales/de/common.json";
import de_groups from "~/locales/de/groups.json";
import de_ingredients from "~/locales/de/ingredients.json";
import de_user from "~/locales/de/user.json";
import fr_accounts from "~/locales/fr/accounts.json";
import fr_api from "~/locales/fr/api.json";
import fr_common from "~/locales/fr/common.json";
import fr_groups from "~/locales/fr/groups.json";
import fr_ingredients from "~/locales/fr/ingredients.json";
import fr_user from "~/locales/fr/user.json";
import es_accounts from "~/locales/es/accounts.json";
import es_api from "~/locales/es/api.json";
import es_common from "~/locales/es/common.json";
import es_groups from "~/locales/es/groups.json";
import es_ingredients from "~/locales/es/ingredients.json";
import es_user from "~/locales/es/user.json";
import it_accounts from "~/locales/it/accounts.json";
import it_api from "~/locales/it/api.json";
import it_common from "~/locales/it/common.json";
import it_groups from "~/locales/it/groups.json";
import it_ingredients from "~/locales/it/ingredients.json";
import it_user from "~/locales/it/user.json";
import nl_accounts from "~/locales/nl/accounts.json";
import nl_api from "~/locales/nl/api.json";
import nl_common from "~/locales/nl/common.json";
import nl_groups from "~/locales/nl/groups.json";
import nl_ingredients from "~/locales/nl/ingredients.json";
import nl_user from "~/locales/nl/user.json";
import pl_accounts from "~/locales/pl/accounts.json";
import pl_api from "~/locales/pl/api.json";
import pl_common from "~/locales/pl/common.json";
import pl_groups from "~/locales/pl/groups.json";
import pl_ingredients from "~/locales/pl/ingredients.json";
import pl_user from "~/locales/pl/user.json";
import ar_accounts from "~/locales/ar/accounts.json";
import ar_api from "~/locales/ar/api.json";
import ar_common from "~/locales/ar/common.json";
import ar_groups from "~/locales/ar/groups.json";
import ar_ingredients from "~/locales/ar/ingredients.json";
import ar_user from "~/locales/ar/user.json";

/** Every language's messages by area; the server's only, pages get their own areas. */
export const CATALOG = {
  en: {
    accounts: en_accounts,
    api: en_api,
    common: en_common,
    groups: en_groups,
    ingredients: en_ingredients,
    user: en_user,
  },
  de: {
    accounts: de_accounts,
    api: de_api,
    common: de_common,
    groups: de_groups,
    ingredients: de_ingredients,
    user: de_user,
  },
  fr: {
    accounts: fr_accounts,
    api: fr_api,
    common: fr_common,
    groups: fr_groups,
    ingredients: fr_ingredients,
    user: fr_user,
  },
  es: {
    accounts: es_accounts,
    api: es_api,
    common: es_common,
    groups: es_groups,
    ingredients: es_ingredients,
    user: es_user,
  },
  it: {
    accounts: it_accounts,
    api: it_api,
    common: it_common,
    groups: it_groups,
    ingredients: it_ingredients,
    user: it_user,
  },
  nl: {
    accounts: nl_accounts,
    api: nl_api,
    common: nl_common,
    groups: nl_groups,
    ingredients: nl_ingredients,
    user: nl_user,
  },
  pl: {
    accounts: pl_accounts,
    api: pl_api,
    common: pl_common,
    groups: pl_groups,
    ingredients: pl_ingredients,
    user: pl_user,
  },
  ar: {
    accounts: ar_accounts,
    api: ar_api,
    common: ar_common,
    groups: ar_groups,
    ingredients: ar_ingredients,
    user: ar_user,
  },
} as const;

/** Changes whenever a message does: the browser's copies of areas are cached under it. */
export const MESSAGES_VERSION = "845634df3a87";
