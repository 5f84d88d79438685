-- What the planned meals hold of the pantry, kept per recipe for "what can I cook"
-- (recipe_line_cache.lines_held_by_meals), is true only for the day it was weighed and only until
-- the group's pantry, meals or recipe lines change: each such write forgets the day, so a read
-- weighs the holds itself again until they are kept anew.
CREATE TRIGGER `holds_forgotten_on_pantry_items_insert` AFTER INSERT ON `pantry_items`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (NEW.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_pantry_items_update` AFTER UPDATE ON `pantry_items`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (OLD.`group_id`, NEW.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_pantry_items_delete` AFTER DELETE ON `pantry_items`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (OLD.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_meals_insert` AFTER INSERT ON `meals`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (NEW.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_meals_update` AFTER UPDATE ON `meals`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (OLD.`group_id`, NEW.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_meals_delete` AFTER DELETE ON `meals`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (OLD.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_recipe_line_insert` AFTER INSERT ON `recipe_ingredients`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (SELECT `group_id` FROM `recipes` WHERE `id` = NEW.`recipe_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_recipe_line_update` AFTER UPDATE ON `recipe_ingredients`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (SELECT `group_id` FROM `recipes` WHERE `id` IN (OLD.`recipe_id`, NEW.`recipe_id`));
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_recipe_line_delete` AFTER DELETE ON `recipe_ingredients`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (SELECT `group_id` FROM `recipes` WHERE `id` = OLD.`recipe_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_recipe_servings` AFTER UPDATE OF `servings` ON `recipes`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (NEW.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_merge_key_change` AFTER UPDATE OF `merge_key` ON `ingredients`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (NEW.`group_id`);
END;--> statement-breakpoint
CREATE TRIGGER `holds_forgotten_on_ingredient_delete` AFTER DELETE ON `ingredients`
BEGIN
  UPDATE `hosted_groups` SET `holds_kept_for` = NULL
  WHERE `holds_kept_for` IS NOT NULL AND `id` IN (OLD.`group_id`);
END;
