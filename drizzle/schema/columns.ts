import { sql, type BuildColumns } from "drizzle-orm";
import {
  integer,
  sqliteTable,
  type AnySQLiteColumn,
  type SQLiteColumnBuilderBase,
  type SQLiteTableExtraConfigValue,
} from "drizzle-orm/sqlite-core";

/** Millisecond timestamps: sortable integers in D1, `Date` objects in code. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** A timestamp that defaults to the moment the row is written. */
export const timestampNow = (name: string) =>
  timestamp(name)
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const createdAt = () => timestampNow("created_at");
export const updatedAt = () => timestampNow("updated_at");

/** The row's own id. */
export const id = () => integer("id").primaryKey({ autoIncrement: true });

/** The row this one belongs to (a group, an account): it goes with it. */
export const belongsTo = (name: string, owner: () => AnySQLiteColumn) =>
  integer(name).notNull().references(owner, { onDelete: "cascade" });

type OwnedColumns<OwnerKey extends string, Owner> = { id: ReturnType<typeof id> } & Record<OwnerKey, Owner>;

/**
 * `sqliteTable` for the rows that belong to something (a group, an account): each starts with
 * its own id, then its owner's column under `ownerKey`.
 */
export const ownedTable =
  <OwnerKey extends string, Owner extends SQLiteColumnBuilderBase>(ownerKey: OwnerKey, owner: () => Owner) =>
  <Name extends string, Columns extends Record<string, SQLiteColumnBuilderBase>>(
    name: Name,
    columns: Columns,
    extraConfig?: (
      self: BuildColumns<Name, OwnedColumns<OwnerKey, Owner> & Columns, "sqlite">,
    ) => SQLiteTableExtraConfigValue[],
  ) =>
    sqliteTable(
      name,
      { id: id(), [ownerKey]: owner(), ...columns } as OwnedColumns<OwnerKey, Owner> & Columns,
      extraConfig,
    );
