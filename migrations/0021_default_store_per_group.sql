-- Custom SQL migration file, put your code below! --
-- Every group has a store from the start, so its ticks teach an order before anyone names a
-- store: "My store", which the household can rename. A trigger gives each new group its own,
-- however the group is written (the API, the seeds); the groups there already get theirs here.
CREATE TRIGGER `stores_default_for_new_group` AFTER INSERT ON `groups`
BEGIN
  INSERT INTO `stores` (`group_id`, `name`, `position`) VALUES (NEW.`id`, 'My store', 0);
END;
--> statement-breakpoint
INSERT INTO `stores` (`group_id`, `name`, `position`)
SELECT g.`id`, 'My store', 0 FROM `groups` g
WHERE NOT EXISTS (SELECT 1 FROM `stores` s WHERE s.`group_id` = g.`id`);
