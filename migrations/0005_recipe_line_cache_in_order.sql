-- Custom SQL migration file, put your code below! --
-- recipe_line_cache (decision record 9) now holds each recipe's lines already in order, as
-- `[ingredient id, ingredient name, quantity, unit]`: the position and line id were only there to
-- sort by, and a page of 100 recipes read, sent and sorted them on every request. The triggers of
-- migration 0004 are replaced by the same five with the new array, and every row is rebuilt.
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
  SELECT NEW.`id`, (
    SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`) ORDER BY ri.`position`, ri.`id`)
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = NEW.`id`
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_insert` AFTER INSERT ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`) ORDER BY ri.`position`, ri.`id`)
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` = NEW.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_update` AFTER UPDATE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`) ORDER BY ri.`position`, ri.`id`)
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` IN (OLD.`recipe_id`, NEW.`recipe_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_line_delete` AFTER DELETE ON `recipe_ingredients`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`) ORDER BY ri.`position`, ri.`id`)
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` = OLD.`recipe_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_line_cache_on_ingredient_rename` AFTER UPDATE OF `name` ON `ingredients`
WHEN NEW.`name` IS NOT OLD.`name`
BEGIN
  UPDATE `recipe_line_cache` SET `lines` = (
    SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`) ORDER BY ri.`position`, ri.`id`)
    FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
    WHERE ri.`recipe_id` = `recipe_line_cache`.`recipe_id`
  )
  WHERE `recipe_id` IN (SELECT `recipe_id` FROM `recipe_ingredients` WHERE `ingredient_id` = NEW.`id`);
END;
--> statement-breakpoint
-- Every recipe's row in the new form.
INSERT OR REPLACE INTO `recipe_line_cache` (`recipe_id`, `lines`)
SELECT r.`id`, (
  SELECT json_group_array(json_array(i.`id`, i.`name`, ri.`quantity`, ri.`unit`) ORDER BY ri.`position`, ri.`id`)
  FROM `recipe_ingredients` ri JOIN `ingredients` i ON i.`id` = ri.`ingredient_id`
  WHERE ri.`recipe_id` = r.`id`
)
FROM `recipes` r;
