## Waarom een catalogus niet bruikbaar is, of een zin niet gemaakt kan
## worden (`WordsError` van de woordencrate): meestal een eigen catalogus
## van de beheerder (in de map die `templates_dir` noemt) die niet laadt.
## $name is het bestand zoals het gelezen werd, $error de woorden van een
## parser, zoals ze zijn.

catalog-not-fluent = { $name }: regel { $line }: geen Fluent: { $error }
catalog-no-such-catalog = { $name }: er is geen catalogus { $area }.ftl (de catalogi: { $catalogs })
catalog-not-a-language-tag = { $lang }: geen taalcode
catalog-missing-message = { $name }: geen bericht { $id } (elk bericht van { $built-in } is nodig)
catalog-unusable = { $name }: onbruikbaar: { $error }
catalog-no-language = geen catalogi voor { $lang }
catalog-no-message = geen bericht { $id } in de catalogi van { $lang }
catalog-format = { $lang }-bericht { $id }: { $error }
catalog-no-value = { $lang }-bericht { $id } heeft geen waarde
catalog-no-side = geen kant { $n }
catalog-no-rank = geen rang { $code }
catalog-no-kind = geen soort { $code }
catalog-too-deep = { $code }: redenen te diep genest
