-- The write guard no longer bumps a count: it inserts the group's row again only while the group
-- is moving, which its primary key refuses (worker-api/src/shards/routed-d1.ts). The count and the
-- trigger that refused it go.
DROP TRIGGER IF EXISTS `hosted_groups_refuse_writes_while_moving`;
