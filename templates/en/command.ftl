### The command line's own failures (src/cli/errors.rs, `CliError`): what
### `estafette` prints after "estafette: " when a command cannot be done.
### Each English message is the `Display` of its value; `$path` is a file
### as the operator named it, `$error` the system's own words.

command-no-such-file = { $path }: does not exist
command-not-text = { $path }: is not text (UTF-8)
command-cannot-read = { $path }: { $error }
