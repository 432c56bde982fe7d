/** Status of a signed-in user whose profile is complete (spec decision 7). */
export const ACTIVE_STATUS = 1;
/** Status of a new account whose profile is not complete yet. */
export const PROFILE_INCOMPLETE_STATUS = 3;
