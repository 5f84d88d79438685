// Written by `node scripts/messages.mjs --write` from app/locales/: do not edit by hand.
import en_accounts from "~/locales/en/accounts.json";
import en_api from "~/locales/en/api.json";
import en_calendar from "~/locales/en/calendar.json";
import en_common from "~/locales/en/common.json";
import en_cook from "~/locales/en/cook.json";
import en_groups from "~/locales/en/groups.json";
import en_home from "~/locales/en/home.json";
import en_ingredients from "~/locales/en/ingredients.json";
import en_meals from "~/locales/en/meals.json";
import en_pantry from "~/locales/en/pantry.json";
import en_recipes from "~/locales/en/recipes.json";
import en_shopping from "~/locales/en/shopping.json";
import en_user from "~/locales/en/user.json";
import de_accounts from "~/locales/de/accounts.json";
import de_api from "~/locales/de/api.json";
import de_calendar from "~/locales/de/calendar.json";
import de_common from "~/locales/de/common.json";
import de_cook from "~/locales/de/cook.json";
import de_groups from "~/locales/de/groups.json";
import de_home from "~/locales/de/home.json";
import de_ingredients from "~/locales/de/ingredients.json";
import de_meals from "~/locales/de/meals.json";
import de_pantry from "~/locales/de/pantry.json";
import de_recipes from "~/locales/de/recipes.json";
import de_shopping from "~/locales/de/shopping.json";
import de_user from "~/locales/de/user.json";
import fr_accounts from "~/locales/fr/accounts.json";
import fr_api from "~/locales/fr/api.json";
import fr_calendar from "~/locales/fr/calendar.json";
import fr_common from "~/locales/fr/common.json";
import fr_cook from "~/locales/fr/cook.json";
import fr_groups from "~/locales/fr/groups.json";
import fr_home from "~/locales/fr/home.json";
import fr_ingredients from "~/locales/fr/ingredients.json";
import fr_meals from "~/locales/fr/meals.json";
import fr_pantry from "~/locales/fr/pantry.json";
import fr_recipes from "~/locales/fr/recipes.json";
import fr_shopping from "~/locales/fr/shopping.json";
import fr_user from "~/locales/fr/user.json";
import es_accounts from "~/locales/es/accounts.json";
import es_api from "~/locales/es/api.json";
import es_calendar from "~/locales/es/calendar.json";
import es_common from "~/locales/es/common.json";
import es_cook from "~/locales/es/cook.json";
import es_groups from "~/locales/es/groups.json";
import es_home from "~/locales/es/home.json";
import es_ingredients from "~/locales/es/ingredients.json";
import es_meals from "~/locales/es/meals.json";
import es_pantry from "~/locales/es/pantry.json";
import es_recipes from "~/locales/es/recipes.json";
import es_shopping from "~/locales/es/shopping.json";
import es_user from "~/locales/es/user.json";
import it_accounts from "~/locales/it/accounts.json";
import it_api from "~/locales/it/api.json";
import it_calendar from "~/locales/it/calendar.json";
import it_common from "~/locales/it/common.json";
import it_cook from "~/locales/it/cook.json";
import it_groups from "~/locales/it/groups.json";
import it_home from "~/locales/it/home.json";
import it_ingredients from "~/locales/it/ingredients.json";
import it_meals from "~/locales/it/meals.json";
import it_pantry from "~/locales/it/pantry.json";
import it_recipes from "~/locales/it/recipes.json";
import it_shopping from "~/locales/it/shopping.json";
import it_user from "~/locales/it/user.json";
import nl_accounts from "~/locales/nl/accounts.json";
import nl_api from "~/locales/nl/api.json";
import nl_calendar from "~/locales/nl/calendar.json";
import nl_common from "~/locales/nl/common.json";
import nl_cook from "~/locales/nl/cook.json";
import nl_groups from "~/locales/nl/groups.json";
import nl_home from "~/locales/nl/home.json";
import nl_ingredients from "~/locales/nl/ingredients.json";
import nl_meals from "~/locales/nl/meals.json";
import nl_pantry from "~/locales/nl/pantry.json";
import nl_recipes from "~/locales/nl/recipes.json";
import nl_shopping from "~/locales/nl/shopping.json";
import nl_user from "~/locales/nl/user.json";
import pl_accounts from "~/locales/pl/accounts.json";
import pl_api from "~/locales/pl/api.json";
import pl_calendar from "~/locales/pl/calendar.json";
import pl_common from "~/locales/pl/common.json";
import pl_cook from "~/locales/pl/cook.json";
import pl_groups from "~/locales/pl/groups.json";
import pl_home from "~/locales/pl/home.json";
import pl_ingredients from "~/locales/pl/ingredients.json";
import pl_meals from "~/locales/pl/meals.json";
import pl_pantry from "~/locales/pl/pantry.json";
import pl_recipes from "~/locales/pl/recipes.json";
import pl_shopping from "~/locales/pl/shopping.json";
import pl_user from "~/locales/pl/user.json";
import ar_accounts from "~/locales/ar/accounts.json";
import ar_api from "~/locales/ar/api.json";
import ar_calendar from "~/locales/ar/calendar.json";
import ar_common from "~/locales/ar/common.json";
import ar_cook from "~/locales/ar/cook.json";
import ar_groups from "~/locales/ar/groups.json";
import ar_home from "~/locales/ar/home.json";
import ar_ingredients from "~/locales/ar/ingredients.json";
import ar_meals from "~/locales/ar/meals.json";
import ar_pantry from "~/locales/ar/pantry.json";
import ar_recipes from "~/locales/ar/recipes.json";
import ar_shopping from "~/locales/ar/shopping.json";
import ar_user from "~/locales/ar/user.json";

/** Every language's messages by area; the server's only, pages get their own areas. */
export const CATALOG = {
  en: {
    accounts: en_accounts,
    api: en_api,
    calendar: en_calendar,
    common: en_common,
    cook: en_cook,
    groups: en_groups,
    home: en_home,
    ingredients: en_ingredients,
    meals: en_meals,
    pantry: en_pantry,
    recipes: en_recipes,
    shopping: en_shopping,
    user: en_user,
  },
  de: {
    accounts: de_accounts,
    api: de_api,
    calendar: de_calendar,
    common: de_common,
    cook: de_cook,
    groups: de_groups,
    home: de_home,
    ingredients: de_ingredients,
    meals: de_meals,
    pantry: de_pantry,
    recipes: de_recipes,
    shopping: de_shopping,
    user: de_user,
  },
  fr: {
    accounts: fr_accounts,
    api: fr_api,
    calendar: fr_calendar,
    common: fr_common,
    cook: fr_cook,
    groups: fr_groups,
    home: fr_home,
    ingredients: fr_ingredients,
    meals: fr_meals,
    pantry: fr_pantry,
    recipes: fr_recipes,
    shopping: fr_shopping,
    user: fr_user,
  },
  es: {
    accounts: es_accounts,
    api: es_api,
    calendar: es_calendar,
    common: es_common,
    cook: es_cook,
    groups: es_groups,
    home: es_home,
    ingredients: es_ingredients,
    meals: es_meals,
    pantry: es_pantry,
    recipes: es_recipes,
    shopping: es_shopping,
    user: es_user,
  },
  it: {
    accounts: it_accounts,
    api: it_api,
    calendar: it_calendar,
    common: it_common,
    cook: it_cook,
    groups: it_groups,
    home: it_home,
    ingredients: it_ingredients,
    meals: it_meals,
    pantry: it_pantry,
    recipes: it_recipes,
    shopping: it_shopping,
    user: it_user,
  },
  nl: {
    accounts: nl_accounts,
    api: nl_api,
    calendar: nl_calendar,
    common: nl_common,
    cook: nl_cook,
    groups: nl_groups,
    home: nl_home,
    ingredients: nl_ingredients,
    meals: nl_meals,
    pantry: nl_pantry,
    recipes: nl_recipes,
    shopping: nl_shopping,
    user: nl_user,
  },
  pl: {
    accounts: pl_accounts,
    api: pl_api,
    calendar: pl_calendar,
    common: pl_common,
    cook: pl_cook,
    groups: pl_groups,
    home: pl_home,
    ingredients: pl_ingredients,
    meals: pl_meals,
    pantry: pl_pantry,
    recipes: pl_recipes,
    shopping: pl_shopping,
    user: pl_user,
  },
  ar: {
    accounts: ar_accounts,
    api: ar_api,
    calendar: ar_calendar,
    common: ar_common,
    cook: ar_cook,
    groups: ar_groups,
    home: ar_home,
    ingredients: ar_ingredients,
    meals: ar_meals,
    pantry: ar_pantry,
    recipes: ar_recipes,
    shopping: ar_shopping,
    user: ar_user,
  },
} as const;

/** Changes whenever a message does: the browser's copies of areas are cached under it. */
export const MESSAGES_VERSION = "614967ba0c01";
