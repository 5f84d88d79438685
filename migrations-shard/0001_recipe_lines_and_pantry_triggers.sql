-- What keeps derived rows true inside a shard, as the directory kept them before shards (its
-- migrations 0004-0033 say why each exists): each recipe's cached lines and held-line count, the
-- pantry following its moves, a new group's default store and pantry places (not for a group
-- arriving from another shard, which brings its own), and the fence that refuses writes to a group
-- while it moves.
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
FROM `recipes` r;--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_recipe_insert` AFTER INSERT ON `recipes`
BEGIN
  INSERT OR REPLACE INTO `recipe_line_cache` (`recipe_id`, `lines`, `line_count`, `held_lines`)
  SELECT `recipe_id`, `lines`, `line_count`, `held_lines` FROM `recipe_line_cache_source` WHERE `recipe_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_insert` AFTER INSERT ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`, `held_lines`) = (SELECT s.`lines`, s.`line_count`, s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` = NEW.`recipe_id`;
END;--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_update` AFTER UPDATE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`, `held_lines`) = (SELECT s.`lines`, s.`line_count`, s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (OLD.`recipe_id`, NEW.`recipe_id`);
END;--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_delete` AFTER DELETE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET (`lines`, `line_count`, `held_lines`) = (SELECT s.`lines`, s.`line_count`, s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` = OLD.`recipe_id`;
END;--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_ingredient_rename` AFTER UPDATE OF `name` ON `ingredients`
WHEN NEW.`name` IS NOT OLD.`name`
BEGIN
  UPDATE `recipe_line_cache`
  SET `lines` = (SELECT s.`lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (SELECT `recipe_id` FROM `recipe_ingredients` WHERE `ingredient_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `recipe_held_lines_on_merge_key_change` AFTER UPDATE OF `merge_key` ON `ingredients`
WHEN NEW.`merge_key` IS NOT OLD.`merge_key`
BEGIN
  UPDATE `recipe_line_cache`
  SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (
    SELECT ri.`recipe_id` FROM `ingredients` i JOIN `recipe_ingredients` ri ON ri.`ingredient_id` = i.`id`
    WHERE i.`group_id` = NEW.`group_id` AND (i.`merge_key` IN (OLD.`merge_key`, NEW.`merge_key`) OR i.`id` = NEW.`id`)
  );
END;--> statement-breakpoint
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
END;--> statement-breakpoint
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
END;--> statement-breakpoint
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
END;--> statement-breakpoint
CREATE TRIGGER `recipe_held_lines_on_ingredient_delete` AFTER DELETE ON `ingredients`
BEGIN
  UPDATE `recipe_line_cache`
  SET `held_lines` = (SELECT s.`held_lines` FROM `recipe_line_cache_source` s WHERE s.`recipe_id` = `recipe_line_cache`.`recipe_id`)
  WHERE `recipe_id` IN (
    SELECT ri.`recipe_id` FROM `ingredients` i JOIN `recipe_ingredients` ri ON ri.`ingredient_id` = i.`id`
    WHERE i.`group_id` = OLD.`group_id` AND i.`merge_key` = OLD.`merge_key`
  );
END;--> statement-breakpoint
CREATE TRIGGER `pantry_moves_apply` AFTER INSERT ON `pantry_moves`
BEGIN
  INSERT INTO `pantry_items` (`group_id`, `ingredient_id`, `quantity`, `unit`, `place_id`, `best_before`)
  VALUES (NEW.`group_id`, NEW.`ingredient_id`, max(0, NEW.`delta`), NEW.`unit`, NEW.`place_id`, NEW.`best_before`)
  ON CONFLICT (`group_id`, `ingredient_id`, `unit`, (CASE WHEN "place_id" IS NULL THEN 0 ELSE "place_id" END), (CASE WHEN "best_before" IS NULL THEN '' ELSE "best_before" END))
  DO UPDATE SET `quantity` = max(0, `pantry_items`.`quantity` + NEW.`delta`), `updated_at` = (unixepoch('subsec') * 1000);
  DELETE FROM `pantry_items`
  WHERE `group_id` = NEW.`group_id` AND `ingredient_id` = NEW.`ingredient_id` AND `unit` = NEW.`unit`
    AND `place_id` IS NEW.`place_id` AND `best_before` IS NEW.`best_before` AND `quantity` = 0 AND `unit` <> '';
END;--> statement-breakpoint
CREATE TRIGGER `pantry_moves_undo` AFTER DELETE ON `pantry_moves`
BEGIN
  INSERT INTO `pantry_items` (`group_id`, `ingredient_id`, `quantity`, `unit`, `place_id`, `best_before`)
  VALUES (OLD.`group_id`, OLD.`ingredient_id`, max(0, -OLD.`delta`), OLD.`unit`, OLD.`place_id`, OLD.`best_before`)
  ON CONFLICT (`group_id`, `ingredient_id`, `unit`, (CASE WHEN "place_id" IS NULL THEN 0 ELSE "place_id" END), (CASE WHEN "best_before" IS NULL THEN '' ELSE "best_before" END))
  DO UPDATE SET `quantity` = max(0, `pantry_items`.`quantity` - OLD.`delta`), `updated_at` = (unixepoch('subsec') * 1000);
  DELETE FROM `pantry_items`
  WHERE `group_id` = OLD.`group_id` AND `ingredient_id` = OLD.`ingredient_id` AND `unit` = OLD.`unit`
    AND `place_id` IS OLD.`place_id` AND `best_before` IS OLD.`best_before` AND `quantity` = 0 AND `unit` <> '';
END;--> statement-breakpoint
CREATE TRIGGER `stores_default_for_new_group` AFTER INSERT ON `hosted_groups`
WHEN NEW.`frozen` = 0
BEGIN
  INSERT INTO `stores` (`group_id`, `name`, `position`) VALUES (NEW.`id`, 'My store', 0);
END;--> statement-breakpoint
CREATE TRIGGER `pantry_places_default_for_new_group` AFTER INSERT ON `hosted_groups`
WHEN NEW.`frozen` = 0
BEGIN
  INSERT INTO `pantry_places` (`group_id`, `name`, `position`)
  VALUES (NEW.`id`, 'Fridge', 0), (NEW.`id`, 'Freezer', 1), (NEW.`id`, 'Cupboard', 2);
END;--> statement-breakpoint
CREATE TRIGGER `hosted_groups_refuse_writes_while_moving` BEFORE UPDATE OF `writes` ON `hosted_groups`
WHEN OLD.`frozen` = 1 OR OLD.`moved_to` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'larder: group moving');
END;
