/** Manage permission (editing the group, adding members, changing roles, removing members): owner or admin. */
export const canManage = (group: { role: string }) => group.role === "owner" || group.role === "admin";
/** Delete permission: the owner, never for a personal group. */
export const canDelete = (group: { role: string; is_personal: boolean }) =>
  group.role === "owner" && !group.is_personal;
