-- Custom SQL migration file, put your code below! --
-- recipe_line_cache (decision record 9) is still written only by triggers, but what a recipe's
-- cached array holds is now written once: the view recipe_line_cache_source, one row per recipe
-- with its lines as `[ingredient id, ingredient name, quantity, unit]` in the recipe's order.
-- The five triggers of migration 0005 are replaced by the same five reading that view. The arrays
-- are the ones 0005 wrote, so no row is rebuilt, and reads still read recipe_line_cache alone.
CREATE VIEW `recipe_line_cache_source` AS
SELECT r.`id` AS `recipe_id`, (
  SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`) ORDER BY ri.`position`, ri.`id`)
  FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
  WHERE ri.`recipe_id` = r.`id`
) AS `lines`
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
  INSERT OR REPLACE INTO `recipe_line_cache` (`recipe_id`, `lines`)
  SELECT `recipe_id`, `lines` FROM `recipe_line_cache_source` WHERE `recipe_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_insert` AFTER INSERT ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET `lines` = (SELECT s.`lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` = NEW.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_update` AFTER UPDATE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET `lines` = (SELECT s.`lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (OLD.`recipe_id`, NEW.`recipe_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_delete` AFTER DELETE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET `lines` = (SELECT s.`lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` = OLD.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_ingredient_rename` AFTER UPDATE OF `name` ON `ingredients`
WHEN NEW.`name` IS NOT OLD.`name`
BEGIN
  UPDATE `recipe_line_cache`
  SET `lines` = (SELECT s.`lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (SELECT `recipe_id` FROM `recipe_ingredients` WHERE `ingredient_id` = NEW.`id`);
END;
