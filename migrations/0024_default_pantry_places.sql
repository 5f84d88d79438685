-- Custom SQL migration file, put your code below! --
-- Every group starts with three places to keep food, which the household can rename, reorder or
-- delete: a trigger gives each new group its own, however the group is written (the API, the
-- seeds); the groups there already get theirs here.
CREATE TRIGGER `pantry_places_default_for_new_group` AFTER INSERT ON `groups`
BEGIN
  INSERT INTO `pantry_places` (`group_id`, `name`, `position`)
  VALUES (NEW.`id`, 'Fridge', 0), (NEW.`id`, 'Freezer', 1), (NEW.`id`, 'Cupboard', 2);
END;
--> statement-breakpoint
INSERT INTO `pantry_places` (`group_id`, `name`, `position`)
SELECT g.`id`, p.`name`, p.`position`
FROM `groups` g
CROSS JOIN (SELECT 'Fridge' AS `name`, 0 AS `position` UNION ALL SELECT 'Freezer', 1 UNION ALL SELECT 'Cupboard', 2) p
WHERE NOT EXISTS (SELECT 1 FROM `pantry_places` e WHERE e.`group_id` = g.`id`);
