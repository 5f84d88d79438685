-- Before the unique indexes of 0007: fold what racing syncs left twice.
-- A synced list made twice for one group, title and range: the newer copies become ordinary lists
-- (nothing is deleted; a re-sync updates the oldest).
UPDATE shopping_lists SET synced = 0
WHERE synced = 1 AND id NOT IN (
  SELECT min(id) FROM shopping_lists WHERE synced = 1 GROUP BY group_id, title, start_date, end_date
);
--> statement-breakpoint
-- A synced line written twice for one list and key: keep one, the bought or hand-edited copy first.
DELETE FROM shopping_items
WHERE sync_key IS NOT NULL AND id NOT IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY list_id, sync_key ORDER BY is_bought DESC, edited_by_user DESC, id) AS n
    FROM shopping_items WHERE sync_key IS NOT NULL
  ) WHERE n = 1
);
