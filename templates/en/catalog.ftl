## Why a catalog cannot be used, or a sentence cannot be made (the words
## crate's `WordsError`): mostly an operator's own catalog (under the
## folder `templates_dir` names) that does not load. $name is the file as
## it was read, $error a parser's words, as they are.

catalog-not-fluent = { $name }: line { $line }: not Fluent: { $error }
catalog-no-such-catalog = { $name }: no catalog is called { $area }.ftl (the catalogs: { $catalogs })
catalog-not-a-language-tag = { $lang }: not a language tag
catalog-missing-message = { $name }: no message { $id } (every message of { $built-in } is needed)
catalog-unusable = { $name }: { $error }
catalog-no-language = no catalogs for { $lang }
catalog-no-message = no message { $id } in the { $lang } catalogs
catalog-format = { $lang } message { $id }: { $error }
catalog-no-value = { $lang } message { $id } has no value
catalog-no-side = no side { $n }
catalog-no-rank = no rank { $code }
catalog-no-kind = no kind { $code }
catalog-too-deep = { $code }: reasons nested too deep
