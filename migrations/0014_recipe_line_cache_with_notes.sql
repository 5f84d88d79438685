-- Each cached line now ends with the line's note ("finely chopped"): the view that defines the
-- cached arrays (migration 0012) is replaced, and every cached array is rebuilt from it once.
-- The triggers of 0012 read the view by name, so they need no change.
DROP VIEW `recipe_line_cache_source`;
--> statement-breakpoint
CREATE VIEW `recipe_line_cache_source` AS
SELECT r.`id` AS `recipe_id`, (
  SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`, ri.`note`) ORDER BY ri.`position`, ri.`id`)
  FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
  WHERE ri.`recipe_id` = r.`id`
) AS `lines`
FROM `recipes` r;
--> statement-breakpoint
UPDATE `recipe_line_cache`
SET `lines` = (SELECT s.`lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`);
