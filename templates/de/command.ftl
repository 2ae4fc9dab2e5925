### Die eigenen Fehler der Befehlszeile (src/cli/errors.rs).

command-no-such-file = { $path }: diese Datei gibt es nicht
command-not-text = { $path }: das ist kein Text (UTF-8)
command-cannot-read = { $path }: nicht lesbar ({ $error })
