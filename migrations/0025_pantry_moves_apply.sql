-- Custom SQL migration file, put your code below! --
-- The pantry follows its moves: a move written (stock bought, food cooked) changes its line, and a
-- move taken back (an untick, a meal no longer cooked) gives exactly its amount back. Written as
-- triggers so that every path that records a move keeps the stock true in the same statement.
-- An amount never goes below nothing; a line at nothing leaves, unless it is "some" (no unit).
CREATE TRIGGER `pantry_moves_apply` AFTER INSERT ON `pantry_moves`
BEGIN
  INSERT INTO `pantry_items` (`group_id`, `ingredient_id`, `quantity`, `unit`, `place_id`, `best_before`)
  VALUES (NEW.`group_id`, NEW.`ingredient_id`, max(0, NEW.`delta`), NEW.`unit`, NEW.`place_id`, NEW.`best_before`)
  ON CONFLICT (`group_id`, `ingredient_id`, `unit`, (CASE WHEN "place_id" IS NULL THEN 0 ELSE "place_id" END), (CASE WHEN "best_before" IS NULL THEN '' ELSE "best_before" END))
  DO UPDATE SET `quantity` = max(0, `pantry_items`.`quantity` + NEW.`delta`), `updated_at` = (unixepoch('subsec') * 1000);
  DELETE FROM `pantry_items`
  WHERE `group_id` = NEW.`group_id` AND `ingredient_id` = NEW.`ingredient_id` AND `unit` = NEW.`unit`
    AND `place_id` IS NEW.`place_id` AND `best_before` IS NEW.`best_before` AND `quantity` = 0 AND `unit` <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `pantry_moves_undo` AFTER DELETE ON `pantry_moves`
BEGIN
  INSERT INTO `pantry_items` (`group_id`, `ingredient_id`, `quantity`, `unit`, `place_id`, `best_before`)
  VALUES (OLD.`group_id`, OLD.`ingredient_id`, max(0, -OLD.`delta`), OLD.`unit`, OLD.`place_id`, OLD.`best_before`)
  ON CONFLICT (`group_id`, `ingredient_id`, `unit`, (CASE WHEN "place_id" IS NULL THEN 0 ELSE "place_id" END), (CASE WHEN "best_before" IS NULL THEN '' ELSE "best_before" END))
  DO UPDATE SET `quantity` = max(0, `pantry_items`.`quantity` - OLD.`delta`), `updated_at` = (unixepoch('subsec') * 1000);
  DELETE FROM `pantry_items`
  WHERE `group_id` = OLD.`group_id` AND `ingredient_id` = OLD.`ingredient_id` AND `unit` = OLD.`unit`
    AND `place_id` IS OLD.`place_id` AND `best_before` IS OLD.`best_before` AND `quantity` = 0 AND `unit` <> '';
END;
