import { z } from "zod";
import { pageLocaleField } from "./auth";

/** Shared by the groups API and the group forms (the product's messages, word for word). */

const groupNameField = z
  .string({ error: "Group name is required" })
  .trim()
  .min(1, "Group name is required")
  .min(3, "Group name must be at least 3 characters")
  .max(99, "Group name must be less than 100 characters");

const groupDescriptionField = z.string().trim().max(500, "Description must be less than 500 characters");

export const createGroupSchema = z.object({
  name: groupNameField,
  description: groupDescriptionField.nullable().optional(),
  is_personal: z.boolean().optional(),
  /**
   * The language of the page the group is created from: what Larder names for the group (meal
   * types, store, pantry places) is named in it when its creator has not chosen a language.
   */
  locale: pageLocaleField.optional(),
});

/** Only name and description can change; is_personal is set once, on creation. */
export const updateGroupSchema = z
  .object({
    name: groupNameField.optional(),
    description: groupDescriptionField.nullable().optional(),
  })
  .strict();

const ASSIGNABLE_ROLES = ["member", "admin"] as const;

export const addMemberSchema = z.object({
  user_id: z.number({ error: "Please select a user to add." }).int().positive(),
  role: z.enum(ASSIGNABLE_ROLES, { error: "Role must be member or admin" }).default("member"),
});

export const memberRoleSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES, { error: "Role must be member or admin" }) });

const positiveId = z.number({ error: "Please choose a group." }).int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The group to plan with: by its id, or as the group that holds a list, a meal or a recipe (a page
 * opened while another group was active). Exactly one of them.
 */
export const activeGroupSchema = z.union([
  z.object({ group_id: positiveId }).strict(),
  z.object({ shopping_list_id: positiveId }).strict(),
  z.object({ meal_id: positiveId }).strict(),
  z.object({ recipe_slug: z.string().trim().min(1).max(200) }).strict(),
]);

const booleanParam = z.enum(["true", "false"]).transform((value) => value === "true");

export const listGroupsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100, "Search must be at most 100 characters").default(""),
  is_personal: booleanParam.optional(),
  sort_by: z.enum(["created_at", "name", "updated_at"]).default("created_at"),
  sort_order: z.enum(["asc", "desc"]).default("desc"),
});

/** Ids in paths and headers are whole positive numbers written plainly: `12`, never `1e3`, `0x1` or `12.0`. */
export const PLAIN_ID = /^[1-9]\d{0,14}$/;

export const idText = (label: string) =>
  z.string().regex(PLAIN_ID, `${label} must be a positive whole number`).transform(Number);

export const idParam = z.object({ id: idText("Group id") });
export const memberParams = z.object({ id: idText("Group id"), userId: idText("User id") });

/** As long as an e-mail address may be: anyone is found by their exact address. */
export const userSearchQuery = z.object({
  q: z.string().trim().max(254, "Search must be at most 254 characters").default(""),
  group_id: idText("group_id").optional(),
});
