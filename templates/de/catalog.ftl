## Warum ein Katalog unbrauchbar ist oder ein Satz nicht gebildet werden
## kann (`WordsError`): meist ein eigener Katalog des Betreibers (im Ordner,
## den `templates_dir` nennt), der sich nicht laden lässt. $name ist die
## Datei, wie sie gelesen wurde, $error die Worte eines Parsers, wie sie sind.

catalog-not-fluent = { $name }: Zeile { $line }: kein Fluent: { $error }
catalog-no-such-catalog = { $name }: es gibt keinen Katalog namens { $area }.ftl (die Kataloge: { $catalogs })
catalog-not-a-language-tag = { $lang }: kein Sprachkennzeichen
catalog-missing-message = { $name }: die Nachricht { $id } fehlt (jede Nachricht von { $built-in } wird gebraucht)
catalog-unusable = { $name }: unbrauchbar: { $error }
catalog-no-language = keine Kataloge für { $lang }
catalog-no-message = keine Nachricht { $id } in den Katalogen für { $lang }
catalog-format = Nachricht { $id } ({ $lang }): { $error }
catalog-no-value = die Nachricht { $id } ({ $lang }) hat keinen Wert
catalog-no-side = keine Seite { $n }
catalog-no-rank = kein Rang { $code }
catalog-no-kind = keine Figurenart { $code }
catalog-too-deep = { $code }: Gründe zu tief verschachtelt
