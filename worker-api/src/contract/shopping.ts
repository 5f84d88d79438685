import { z } from "zod";
import { amountNumber } from "./amount-fields";
import { parseDayMonthYear } from "../shared/dates";
import { idText } from "./groups";
import { SECTIONS } from "./sections";

/** Shared by the GraphQL mutations and the shopping forms (the product's messages, word for word). */

const LIST_STATUSES = ["pending", "active", "completed"] as const;

/** Ids made on a device: a change's (applied once, docs/decisions/0018) and a page's (live lists). */
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const deviceIdMessage = (name: string) => `${name} must be 1 to 64 letters, digits, - or _`;

/** A page's own id (`?client=` on the live socket, `X-Larder-Client` on its changes). */
export const clientIdSchema = z.string().regex(DEVICE_ID, deviceIdMessage("client"));

/** A change's id, optional: the same id sent again is applied once. */
export const changeId = z
  .string({ error: deviceIdMessage("change_id") })
  .regex(DEVICE_ID, deviceIdMessage("change_id"))
  .nullish()
  .transform((id) => id ?? undefined);

/** A day of the calendar typed as DD/MM/YYYY: missing is "{label} is required", 31/02/2026 is no day. */
const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((text) => parseDayMonthYear(text) !== null, `${label} must be a real day, as DD/MM/YYYY`);

export const listInputSchema = z
  .object({
    title: z
      .string({ error: "Shopping list name is required" })
      .trim()
      .min(1, "Shopping list name is required")
      .max(200, "Shopping list name must be at most 200 characters"),
    start_date: day("Start date"),
    end_date: day("End date"),
  })
  .refine((input) => parseDayMonthYear(input.end_date)! >= parseDayMonthYear(input.start_date)!, {
    message: "End date must be after start date",
    path: ["end_date"],
  });

export const listUpdateSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().trim().min(1, "Shopping list name is required").max(200).optional(),
    description: z.string().trim().max(2000).nullable().optional(),
    start_date: day("Start date").optional(),
    end_date: day("End date").optional(),
    status: z.enum(LIST_STATUSES, { error: "Status must be pending, active or completed" }).optional(),
    total_price: z
      .number()
      .int("total_price is in cents, a whole number")
      .min(0, "total_price must be 0 or more")
      .max(100_000_000)
      .optional(),
    /** The store the list is shopped in; null: the group's default store. */
    store_id: z.number().int().positive().nullable().optional(),
    /** Whether ticking a line as bought puts it in the pantry. */
    stocks_pantry: z.boolean({ error: "stocks_pantry must be true or false" }).optional(),
    change_id: changeId,
  })
  .refine(
    (input) =>
      !input.start_date ||
      !input.end_date ||
      parseDayMonthYear(input.end_date)! >= parseDayMonthYear(input.start_date)!,
    {
      message: "End date must be after start date",
      path: ["end_date"],
    },
  );

const itemFields = {
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name must be at most 200 characters"),
  quantity: amountNumber(),
  unit: z.string({ error: "Unit is required" }).trim().min(1, "Unit is required").max(30),
  /** Euros for the whole line; stored as integer cents. */
  price: z.number({ error: "Price must be 0 or greater" }).finite().min(0, "Price must be 0 or greater").max(1_000_000),
  type: z.string({ error: "Type is required" }).trim().min(1, "Type is required").max(60),
};

export const itemInputSchema = z.object({
  list_id: z.number().int().positive(),
  ingredient_id: z.number().int().positive().nullable().optional(),
  notes: z.string().trim().max(1000).nullable().optional(),
  ...itemFields,
  price: itemFields.price.default(0),
  type: itemFields.type.default("Other"),
  change_id: changeId,
});

export const itemUpdateSchema = z.object({
  id: z.number().int().positive(),
  list_id: z.number().int().positive().optional(),
  ingredient_id: z.number().int().positive().nullable().optional(),
  name: itemFields.name.optional(),
  quantity: itemFields.quantity.optional(),
  unit: itemFields.unit.optional(),
  price: itemFields.price.optional(),
  type: itemFields.type.optional(),
  notes: z.string().trim().max(1000).nullable().optional(),
  is_bought: z.boolean().optional(),
  /** Where a tick happened; else the list's store. */
  store_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((id) => id ?? undefined),
  change_id: changeId,
});

const sectionMessage = `Section must be one of ${SECTIONS.join(", ")}`;
const section = z.enum(SECTIONS, { error: sectionMessage });

export const moveToSectionSchema = z.object({ item_id: z.number().int().positive(), section });

/** A store's sections in the order the household walks it (all of them, or those on a list). */
export const storeUpdateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().optional(),
  order: z
    .array(section)
    .max(SECTIONS.length)
    .refine((order) => new Set(order).size === order.length, "A section is named once in a store's order")
    .optional(),
});

export const itemDeleteSchema = z.object({ id: z.number().int().positive(), change_id: changeId });

/** `GET /v1/shopping-lists/:id/live?client=`: the list a page follows, and the page's id. */
export const liveListParams = z.object({ id: idText("Shopping list id") });
export const liveListQuery = z.object({ client: clientIdSchema.optional() });
