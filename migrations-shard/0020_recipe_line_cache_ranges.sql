-- Each cached line also holds its range's end (null for a single amount), after the note, so a
-- page of recipes and a list's sync read ranges from the one short row per recipe. Rows cached
-- before hold five fields; readers take a missing sixth as null, and no line had a range then.
DROP VIEW `recipe_line_cache_source`;--> statement-breakpoint
CREATE VIEW `recipe_line_cache_source` AS
SELECT r.`id` AS `recipe_id`, (
  SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`, ri.`note`, ri.`quantity_max`) ORDER BY ri.`position`, ri.`id`)
  FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
  WHERE ri.`recipe_id` = r.`id`
) AS `lines`, (
  SELECT count(*) FROM `recipe_ingredients` ri WHERE ri.`recipe_id` = r.`id`
) AS `line_count`, (
  SELECT count(*) FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
  WHERE ri.`recipe_id` = r.`id` AND EXISTS (
    SELECT 1 FROM `ingredients` f JOIN `pantry_items` p ON p.`ingredient_id` = f.`id`
    WHERE f.`group_id` = i.`group_id` AND f.`merge_key` = i.`merge_key`
  )
) AS `held_lines`
FROM `recipes` r;
