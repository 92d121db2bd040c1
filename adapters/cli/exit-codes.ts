// One scheme of exit codes for every `portico` command, so a CI job reads them the same way whatever it runs.

/** Everything checked, nothing wrong (and `--help`, `--version`). */
export const EXIT_OK = 0;
/** The command ran and found problems: invalid entities, detected cluster problems at or above --fail-on. */
export const EXIT_PROBLEMS = 1;
/** The command could not do its work: unknown command or option, bad value, unreadable or unmatched input, bad config file. */
export const EXIT_USAGE = 2;

/** The lines the usage texts end with. */
export const EXIT_CODES_TEXT = `Exit codes: 0 nothing wrong, 1 problems found, 2 usage or input error (unknown command or option,
unreadable input, a pattern that matches no file, a malformed config file).`;
