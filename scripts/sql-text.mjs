/** A string as an SQL literal; null and undefined become NULL. */
export const sqlText = (text) =>
  text === null || text === undefined ? "NULL" : `'${String(text).replaceAll("'", "''")}'`;
