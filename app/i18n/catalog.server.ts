// Written by `node scripts/messages.mjs --write` from app/locales/: do not edit by hand.
import en_accounts from "~/locales/en/accounts.json";
import en_api from "~/locales/en/api.json";
import en_calendar from "~/locales/en/calendar.json";
import en_common from "~/locales/en/common.json";
import en_home from "~/locales/en/home.json";
import en_meals from "~/locales/en/meals.json";
import en_user from "~/locales/en/user.json";
import de_accounts from "~/locales/de/accounts.json";
import de_api from "~/locales/de/api.json";
import de_calendar from "~/locales/de/calendar.json";
import de_common from "~/locales/de/common.json";
import de_home from "~/locales/de/home.json";
import de_meals from "~/locales/de/meals.json";
import de_user from "~/locales/de/user.json";
import fr_accounts from "~/locales/fr/accounts.json";
import fr_api from "~/locales/fr/api.json";
import fr_calendar from "~/locales/fr/calendar.json";
import fr_common from "~/locales/fr/common.json";
import fr_home from "~/locales/fr/home.json";
import fr_meals from "~/locales/fr/meals.json";
import fr_user from "~/locales/fr/user.json";
import es_accounts from "~/locales/es/accounts.json";
import es_api from "~/locales/es/api.json";
import es_calendar from "~/locales/es/calendar.json";
import es_common from "~/locales/es/common.json";
import es_home from "~/locales/es/home.json";
import es_meals from "~/locales/es/meals.json";
import es_user from "~/locales/es/user.json";
import it_accounts from "~/locales/it/accounts.json";
import it_api from "~/locales/it/api.json";
import it_calendar from "~/locales/it/calendar.json";
import it_common from "~/locales/it/common.json";
import it_home from "~/locales/it/home.json";
import it_meals from "~/locales/it/meals.json";
import it_user from "~/locales/it/user.json";
import nl_accounts from "~/locales/nl/accounts.json";
import nl_api from "~/locales/nl/api.json";
import nl_calendar from "~/locales/nl/calendar.json";
import nl_common from "~/locales/nl/common.json";
import nl_home from "~/locales/nl/home.json";
import nl_meals from "~/locales/nl/meals.json";
import nl_user from "~/locales/nl/user.json";
import pl_accounts from "~/locales/pl/accounts.json";
import pl_api from "~/locales/pl/api.json";
import pl_calendar from "~/locales/pl/calendar.json";
import pl_common from "~/locales/pl/common.json";
import pl_home from "~/locales/pl/home.json";
import pl_meals from "~/locales/pl/meals.json";
import pl_user from "~/locales/pl/user.json";
import ar_accounts from "~/locales/ar/accounts.json";
import ar_api from "~/locales/ar/api.json";
import ar_calendar from "~/locales/ar/calendar.json";
import ar_common from "~/locales/ar/common.json";
import ar_home from "~/locales/ar/home.json";
import ar_meals from "~/locales/ar/meals.json";
import ar_user from "~/locales/ar/user.json";

/** Every language's messages by area; the server's only, pages get their own areas. */
export const CATALOG = {
  en: {
    accounts: en_accounts,
    api: en_api,
    calendar: en_calendar,
    common: en_common,
    home: en_home,
    meals: en_meals,
    user: en_user,
  },
  de: {
    accounts: de_accounts,
    api: de_api,
    calendar: de_calendar,
    common: de_common,
    home: de_home,
    meals: de_meals,
    user: de_user,
  },
  fr: {
    accounts: fr_accounts,
    api: fr_api,
    calendar: fr_calendar,
    common: fr_common,
    home: fr_home,
    meals: fr_meals,
    user: fr_user,
  },
  es: {
    accounts: es_accounts,
    api: es_api,
    calendar: es_calendar,
    common: es_common,
    home: es_home,
    meals: es_meals,
    user: es_user,
  },
  it: {
    accounts: it_accounts,
    api: it_api,
    calendar: it_calendar,
    common: it_common,
    home: it_home,
    meals: it_meals,
    user: it_user,
  },
  nl: {
    accounts: nl_accounts,
    api: nl_api,
    calendar: nl_calendar,
    common: nl_common,
    home: nl_home,
    meals: nl_meals,
    user: nl_user,
  },
  pl: {
    accounts: pl_accounts,
    api: pl_api,
    calendar: pl_calendar,
    common: pl_common,
    home: pl_home,
    meals: pl_meals,
    user: pl_user,
  },
  ar: {
    accounts: ar_accounts,
    api: ar_api,
    calendar: ar_calendar,
    common: ar_common,
    home: ar_home,
    meals: ar_meals,
    user: ar_user,
  },
} as const;

/** Changes whenever a message does: the browser's copies of areas are cached under it. */
export const MESSAGES_VERSION = "96d8b301bdb7";
