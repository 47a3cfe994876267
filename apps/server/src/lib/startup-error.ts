/**
 * A reason the server cannot start that the operator can fix (a bad setting, a busy port, a data
 * folder that is not a database). `main` prints its message as one line and exits, without a stack.
 */
export class StartupError extends Error {}
