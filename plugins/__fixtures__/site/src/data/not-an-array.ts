export const somethingElse = 1;
