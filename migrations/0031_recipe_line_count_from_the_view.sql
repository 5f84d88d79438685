-- Custom SQL migration file, put your code below! --
-- recipe_line_cache gains each recipe's line count (migration 0030), so a ranking of every recipe
-- by its lines (what to cook) reads a number instead of measuring each cached array. The view
-- recipe_line_cache_source now gives the count beside the array, and the five triggers of
-- migration 0012 write both from it. Every row's count is then filled in once.
DROP VIEW `recipe_line_cache_source`;
--> statement-breakpoint
CREATE VIEW `recipe_line_cache_source` AS
SELECT r.`id` AS `recipe_id`, (
  SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`, ri.`note`) ORDER BY ri.`position`, ri.`id`)
  FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
  WHERE ri.`recipe_id` = r.`id`
) AS `lines`, (
  SELECT count(*) FROM `recipe_ingredients` ri WHERE ri.`recipe_id` = r.`id`
) AS `line_count`
FROM `recipes` r;
--> statement-breakpoint
DROP TRIGGER `recipe_line_cache_on_recipe_insert`;
--> statement-breakpoint
DROP TRIGGER `recipe_line_cache_on_line_insert`;
--> statement-breakpoint
DROP TRIGGER `recipe_line_cache_on_line_update`;
--> statement-breakpoint
DROP TRIGGER `recipe_line_cache_on_line_delete`;
--> statement-breakpoint
DROP TRIGGER `recipe_line_cache_on_ingredient_rename`;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_recipe_insert` AFTER INSERT ON `recipes`
BEGIN
  INSERT OR REPLACE INTO `recipe_line_cache` (`recipe_id`, `lines`, `line_count`)
  SELECT `recipe_id`, `lines`, `line_count` FROM `recipe_line_cache_source` WHERE `recipe_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_insert` AFTER INSERT ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`) = (SELECT s.`lines`, s.`line_count` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` = NEW.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_update` AFTER UPDATE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`) = (SELECT s.`lines`, s.`line_count` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (OLD.`recipe_id`, NEW.`recipe_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_delete` AFTER DELETE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`) = (SELECT s.`lines`, s.`line_count` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` = OLD.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_ingredient_rename` AFTER UPDATE OF `name` ON `ingredients`
WHEN NEW.`name` IS NOT OLD.`name`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`) = (SELECT s.`lines`, s.`line_count` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (SELECT `recipe_id` FROM `recipe_ingredients` WHERE `ingredient_id` = NEW.`id`);
END;
--> statement-breakpoint
UPDATE `recipe_line_cache`
SET `line_count` = (SELECT count(*) FROM `recipe_ingredients` ri WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`);
