/**
 * The sentences the API refuses with that a person reads (a form's field, a toast), each by a
 * stable code. The API answers a refusal's English sentence as it always has and, beside it, the
 * sentence's code and the values it names; the web words the code in the page's language
 * (app/locales/<language>/api.json, `messages` and `labels`), so no client reads the English to
 * tell one refusal from another. English is the API's own: `app/locales/en/api.json` repeats it,
 * and `scripts/messages.mjs` fails when the two differ.
 *
 * `{{name}}` is a value the sentence names; `{{label}}` names a field, itself by its code in
 * `MESSAGE_LABELS`, so "Title is required" and "Name is required" are one message.
 */
export const API_MESSAGES = {
  // A field of a form
  LABEL_REQUIRED: "{{label}} is required",
  LABEL_AT_MOST: "{{label}} must be at most {{max}} characters",
  LABEL_LESS_THAN: "{{label}} must be less than {{max}} characters",
  LABEL_AT_LEAST: "{{label}} must be at least {{min}} characters",
  LABEL_REAL_DAY: "{{label}} must be a real day, as DD/MM/YYYY",
  LABEL_ABOVE_ZERO: "{{label}} must be greater than 0",
  LABEL_ZERO_OR_MORE: "{{label}} must be 0 or more",
  LABEL_CONTROL_CHARACTERS: "{{label}} can't contain control characters (invisible ones such as NUL or form feed).",
  LABEL_WEB_LINK: "{{label}} must be a link starting with http:// or https://",
  END_BEFORE_START: "End date must be after start date",
  RANGE_ASCENDS: "A range must end above where it starts, as 1–2 does",
  EMAIL_INVALID: "Please enter a valid email address.",
  CODE_SIX_DIGITS: "Please enter a 6-digit code",
  PASSWORDS_DIFFER: "Passwords do not match",
  PASSWORD_TOO_WEAK: "Password does not meet requirements.",
  USERNAME_CHARACTERS: "Username may only contain letters, digits, dots, dashes and underscores",
  SERVINGS_WHOLE: "Servings must be a whole number",
  SERVINGS_AT_LEAST_ONE: "Servings must be at least 1",
  SERVINGS_AT_MOST: "Servings must be at most 100",
  PRICE_ZERO_OR_MORE: "Price must be 0 or greater",
  TIME_OF_DAY: "The time must be HH:MM, from 00:00 to 23:59.",
  INGREDIENTS_NONE: "At least one ingredient is required",
  INGREDIENTS_TOO_MANY: "A recipe can have at most 100 ingredients",
  INGREDIENT_TWICE: 'Ingredient "{{name}}" is listed twice',
  USER_TO_ADD: "Please select a user to add.",
  GROUP_TO_CHOOSE: "Please choose a group.",
  ROLE_CHOICE: "Role must be member or admin",
  CHECK_INFORMATION: "Please check your information and try again.",
  CHECK_GROUP: "Please check your group information and try again.",
  MALFORMED_TEXT: "Text must be valid Unicode: it holds a lone surrogate (half of a character).",
  // Names already taken
  EMAIL_TAKEN: "This email is already registered. Please use a different email or try logging in.",
  USERNAME_TAKEN: "This username is already taken.",
  EMAIL_OR_USERNAME_TAKEN: "This email or username is already taken.",
  GROUP_NAME_TAKEN: "A group with this name already exists.",
  INGREDIENT_TAKEN: 'An ingredient named "{{name}}" already exists.',
  MEAL_TYPE_TAKEN: 'Meal type "{{name}}" already exists.',
  STORE_TAKEN: 'Store "{{name}}" already exists.',
  PANTRY_LINE_TAKEN: "That food is already in the pantry there, with that day: change that line instead.",
  // Rows not found
  RECIPE_NOT_FOUND: "Recipe not found",
  MEAL_NOT_FOUND: "Meal not found",
  MEAL_TYPE_NOT_FOUND: "Meal type not found",
  CATEGORY_NOT_FOUND: "Category not found",
  INGREDIENT_NOT_FOUND: "Ingredient not found",
  SHOPPING_LIST_NOT_FOUND: "Shopping list not found",
  SHOPPING_ITEM_NOT_FOUND: "Shopping item not found",
  PANTRY_ITEM_NOT_FOUND: "Pantry item not found",
  PLACE_NOT_FOUND: "Place not found",
  STORE_NOT_FOUND: "Store not found",
  PHOTO_NOT_FOUND: "Photo not found",
  USER_NOT_FOUND: "User not found.",
  MEMBER_NOT_FOUND: "Member not found in this group.",
  RECIPE_NOT_SHARED: "This recipe is not shared (any more).",
  // Groups and their members
  PERSONAL_GROUP_EXISTS: "You already have a personal group.",
  GROUP_UPDATE_REFUSED: "You do not have permission to update this group.",
  GROUP_DELETE_REFUSED: "You do not have permission to delete this group.",
  PERSONAL_GROUP_KEPT: "Personal groups cannot be deleted.",
  MEMBERS_ADD_REFUSED: "You do not have permission to add members to this group.",
  PERSONAL_GROUP_ALONE: "Personal groups cannot have other members.",
  ALREADY_MEMBER: "This user is already a member of the group.",
  ROLES_REFUSED: "You do not have permission to update member roles.",
  MEMBERS_REMOVE_REFUSED: "You do not have permission to remove members from this group.",
  EXPORT_REFUSED: "Only the group's owners and admins can export its data.",
  IMPORT_REFUSED: "Only the group's owners and admins can import into it.",
  IMPORT_NEEDS_A_FILE: "Choose a file to import.",
  IMPORT_RACED: "The group changed while it was being imported. Nothing was imported; please try again.",
  ARCHIVE_TOO_LARGE: "An export file must be at most 32 MB.",
  NOT_A_ZIP: "The file is not a zip archive.",
  BROKEN_ZIP: "The zip archive is damaged: an entry could not be read.",
  // Stores
  STORE_LAST: "A group keeps at least one store: add another before deleting this one.",
  STORE_ORDER_RACED: "The store's order changed meanwhile; try again.",
  // Photos and recipes read from the web
  PHOTO_TOO_LARGE: "A photo must be at most 5 MB",
  NOT_A_PHOTO: "A photo must be a JPEG, PNG or WebP image",
  PHOTO_TOO_MANY_PIXELS: "The photo is too large: at most 40 megapixels.",
  PHOTO_TOO_WIDE: "The photo is too large: at most 16,384 pixels on a side.",
  IMAGE_WEB_LINK: "Image must be a link starting with http:// or https://",
  IMPORT_NEEDS_A_PAGE: "Paste a link or the page's HTML.",
  PAGE_TOO_LARGE: "The page is larger than 5 MB",
  ENTER_A_LINK: "Enter a link starting with http:// or https://",
  LINK_WITH_CREDENTIALS: "Enter the link without a user name or password",
  LINK_TOO_LONG: "A link must be at most 2,048 characters",
  NOT_PUBLIC: "That address is not a public web site",
  NOT_A_WEB_PAGE: "That link is not a web page",
  NO_SUCH_PAGE: "The site has no page at that link",
  SITE_REFUSED: "The site refused to send the page: paste it instead",
  SITE_TOO_SLOW: "The site took too long to answer: paste the page instead",
  TOO_MANY_REDIRECTS: "The link redirects too many times: paste the page instead",
  NO_RECIPE_ON_PAGE: "No recipe found on this page",
  // Accounts
  INVALID_CREDENTIALS: "Invalid email or password. Please check your credentials.",
  INVALID_CODE: "Invalid verification code. Please try again.",
  INVALID_CODE_OR_PASSWORD: "Invalid verification code or password. Please try again.",
  CURRENT_PASSWORD_WRONG: "Current password is incorrect.",
  PASSWORD_WRONG: "Password is incorrect.",
  OWN_ACCOUNT_ONLY: "You can only update your own account.",
  TWO_FACTOR_ON: "Two-factor authentication is already enabled.",
  TWO_FACTOR_OFF: "Two-factor authentication is not enabled.",
  TWO_FACTOR_NOT_STARTED: "Start two-factor setup first.",
  SIGN_IN_EXPIRED: "Your sign-in has expired. Please log in again.",
  SIGN_IN_CHALLENGE_MISSING: "Missing sign-in challenge. Please log in again.",
  RESET_EXPIRED: "Reset token has expired. Please start over.",
  RESET_INVALID: "Reset token is invalid or expired. Please start over.",
  RESET_TOO_MANY_ATTEMPTS: "Too many failed attempts. Please start over.",
  RESET_MISSING_TOKEN: "Missing email or reset token. Please start over.",
  RESET_MISSING: "Missing reset information. Please start over.",
  // The service
  GROUP_MOVING: "This household is moving to new storage. Nothing was changed; try again in a moment.",
  DATABASE_BUSY: "The database is busy. Nothing was changed; try again in a moment.",
  DATABASE_UNCONFIRMED:
    "The database did not confirm this change. Reload to see whether it was saved, then try again if not.",
} as const;

export type ApiMessageCode = keyof typeof API_MESSAGES;

/** The fields a `{{label}}` names, by code. */
export const MESSAGE_LABELS = {
  TITLE: "Title",
  NAME: "Name",
  DESCRIPTION: "Description",
  CONTENT: "Content",
  RECIPE: "Recipe",
  MEAL_TYPE: "Meal type",
  MEAL_TYPE_NAME: "Meal type name",
  INGREDIENT_NAME: "Ingredient name",
  UNIT: "Unit",
  QUANTITY: "Quantity",
  TYPE: "Type",
  EMAIL: "Email",
  PASSWORD: "Password",
  CURRENT_PASSWORD: "Current password",
  FIRST_NAME: "First name",
  LAST_NAME: "Last name",
  USERNAME: "Username",
  BIO: "Bio",
  GROUP_NAME: "Group name",
  SHOPPING_LIST_NAME: "Shopping list name",
  START_DATE: "Start date",
  END_DATE: "End date",
  SEARCH: "Search",
} as const;

/** A sentence's code and the values it names: what a client words the sentence by. */
export type MessageCode = { code: ApiMessageCode; params?: Record<string, string> };

const labelCodes = new Map<string, string>(Object.entries(MESSAGE_LABELS).map(([code, text]) => [text, code]));
const exactCodes = new Map<string, ApiMessageCode>();
const templates: { code: ApiMessageCode; pattern: RegExp; names: string[] }[] = [];
for (const [code, text] of Object.entries(API_MESSAGES) as [ApiMessageCode, string][]) {
  const names = [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]!);
  if (!names.length) {
    exactCodes.set(text, code);
    continue;
  }
  const source = text
    .split(/{{\w+}}/)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("(.+?)");
  templates.push({ code, pattern: new RegExp(`^${source}$`, "s"), names });
}

/**
 * The code of one of the API's sentences, with the values it names; undefined for a sentence
 * with none (a developer's message, such as a query parameter out of range). A `{{label}}` is
 * answered by its label's code, and a sentence naming a field with none has no code.
 */
export function messageCodeOf(text: string): MessageCode | undefined {
  const exact = exactCodes.get(text);
  if (exact) return { code: exact };
  for (const { code, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    if ("label" in params) {
      const label = labelCodes.get(params.label!);
      if (!label) continue;
      params.label = label;
    }
    return { code, params };
  }
  return undefined;
}

/** The codes of a refusal's field messages, for the fields whose message has one. */
export function fieldCodesOf(fields: Record<string, string> | undefined) {
  const codes: Record<string, MessageCode> = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    const code = messageCodeOf(message);
    if (code) codes[field] = code;
  }
  return codes;
}
