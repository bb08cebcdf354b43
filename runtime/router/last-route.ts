/** The last route the user reached that exists; SPEC §2 sends unknown routes back to it. */
export const lastRoute: { path: string | null } = { path: null };
