/**
 * Every known screen of SPEC §2 whose implementation is still to come; each says so plainly.
 * Screens described by a file under schemas/ need no entry: the runtime finds them. (None is left.)
 */
export const PENDING: string[] = [];
