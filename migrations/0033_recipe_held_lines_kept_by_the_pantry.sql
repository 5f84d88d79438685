-- Custom SQL migration file, put your code below! --
-- recipe_line_cache gains, per recipe, the lines whose food the group's pantry holds any of
-- (migration 0032), so what to cook ranks every recipe by reading two numbers instead of joining
-- the pantry to every held food's recipe lines. A food counts as held when any pantry line is of
-- an ingredient with the same merge key in the same group, as the ranking matches them. The view
-- recipe_line_cache_source gives the count beside the array. The triggers of migration 0031 that
-- follow a recipe's lines now write all three from it (a rename only the array), and four more keep
-- the count true when the pantry gains or loses a line, moves a line to another ingredient, or an
-- ingredient's merge key changes.
DROP VIEW `recipe_line_cache_source`;
--> statement-breakpoint
CREATE VIEW `recipe_line_cache_source` AS
SELECT r.`id` AS `recipe_id`, (
  SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`, ri.`note`) ORDER BY ri.`position`, ri.`id`)
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
  INSERT OR REPLACE INTO `recipe_line_cache` (`recipe_id`, `lines`, `line_count`, `held_lines`)
  SELECT `recipe_id`, `lines`, `line_count`, `held_lines` FROM `recipe_line_cache_source` WHERE `recipe_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_insert` AFTER INSERT ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`, `held_lines`) = (SELECT s.`lines`, s.`line_count`, s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` = NEW.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_update` AFTER UPDATE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`, `held_lines`) = (SELECT s.`lines`, s.`line_count`, s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (OLD.`recipe_id`, NEW.`recipe_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_delete` AFTER DELETE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`, `held_lines`) = (SELECT s.`lines`, s.`line_count`, s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
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
--> statement-breakpoint
CREATE TRIGGER `recipe_held_lines_on_merge_key_change` AFTER UPDATE OF `merge_key` ON `ingredients`
WHEN NEW.`merge_key` IS NOT OLD.`merge_key`
BEGIN
  UPDATE `recipe_line_cache`
  SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (
    SELECT ri.`recipe_id` FROM `ingredients` i JOIN `recipe_ingredients` ri ON ri.`ingredient_id` = i.`id`
    WHERE i.`group_id` = NEW.`group_id` AND (i.`merge_key` IN (OLD.`merge_key`, NEW.`merge_key`) OR i.`id` = NEW.`id`)
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_held_lines_on_pantry_insert` AFTER INSERT ON `pantry_items`
BEGIN
  UPDATE `recipe_line_cache`
  SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (
    SELECT ri.`recipe_id` FROM `ingredients` f
    JOIN `ingredients` i ON i.`group_id` = f.`group_id` AND i.`merge_key` = f.`merge_key`
    JOIN `recipe_ingredients` ri ON ri.`ingredient_id` = i.`id`
    WHERE f.`id` = NEW.`ingredient_id`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_held_lines_on_pantry_delete` AFTER DELETE ON `pantry_items`
BEGIN
  UPDATE `recipe_line_cache`
  SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (
    SELECT ri.`recipe_id` FROM `ingredients` f
    JOIN `ingredients` i ON i.`group_id` = f.`group_id` AND i.`merge_key` = f.`merge_key`
    JOIN `recipe_ingredients` ri ON ri.`ingredient_id` = i.`id`
    WHERE f.`id` = OLD.`ingredient_id`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_held_lines_on_pantry_move` AFTER UPDATE OF `ingredient_id` ON `pantry_items`
WHEN NEW.`ingredient_id` IS NOT OLD.`ingredient_id`
BEGIN
  UPDATE `recipe_line_cache`
  SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (
    SELECT ri.`recipe_id` FROM `ingredients` f
    JOIN `ingredients` i ON i.`group_id` = f.`group_id` AND i.`merge_key` = f.`merge_key`
    JOIN `recipe_ingredients` ri ON ri.`ingredient_id` = i.`id`
    WHERE f.`id` IN (OLD.`ingredient_id`, NEW.`ingredient_id`)
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_held_lines_on_ingredient_delete` AFTER DELETE ON `ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (
    SELECT ri.`recipe_id` FROM `ingredients` i JOIN `recipe_ingredients` ri ON ri.`ingredient_id` = i.`id`
    WHERE i.`group_id` = OLD.`group_id` AND i.`merge_key` = OLD.`merge_key`
  );
END;
--> statement-breakpoint
UPDATE `recipe_line_cache`
SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`);
