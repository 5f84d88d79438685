/** The search parameters that open /pantry's dialogs; finishing or closing one drops them. */
export const PANTRY_DIALOGS = { add: null, edit: null, use: null, throw_away: null } as const;
